// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { officeMap } from '../../src/sections/contact/OfficeMap';
import { site } from '../../src/content/site';
import {
  openStreetMapEmbedUrl,
  openStreetMapLinkUrl,
} from '../../src/sections/contact/openStreetMap';

const plano = { lat: 33.0784, lon: -96.8236 };

describe('openStreetMapEmbedUrl', () => {
  const url = new URL(openStreetMapEmbedUrl(plano));

  it("points at OpenStreetMap's embeddable map with the standard layer", () => {
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.pathname).toBe('/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
  });

  it('puts the marker on the point, inside a box centred on it', () => {
    expect(url.searchParams.get('marker')).toBe('33.0784,-96.8236');
    const [west = NaN, south = NaN, east = NaN, north = NaN] = (url.searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number);
    expect(west).toBeLessThan(plano.lon);
    expect(east).toBeGreaterThan(plano.lon);
    expect(south).toBeLessThan(plano.lat);
    expect(north).toBeGreaterThan(plano.lat);
    expect((west + east) / 2).toBeCloseTo(plano.lon, 4);
    expect((south + north) / 2).toBeCloseTo(plano.lat, 4);
  });
});

describe('openStreetMapLinkUrl', () => {
  it('opens the full map with a marker on the point', () => {
    const url = new URL(openStreetMapLinkUrl(plano));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('mlat')).toBe('33.0784');
    expect(url.searchParams.get('mlon')).toBe('-96.8236');
    expect(url.hash).toBe('#map=17/33.0784/-96.8236');
  });
});

describe('office map', () => {
  it('shows the office in Plano, Texas on both the embed and the link', () => {
    expect(site.officeLocation.lat).toBeCloseTo(33.08, 1);
    expect(site.officeLocation.lon).toBeCloseTo(-96.82, 1);
    expect(officeMap.embedUrl).toBe(openStreetMapEmbedUrl(site.officeLocation));
    expect(officeMap.linkUrl).toBe(openStreetMapLinkUrl(site.officeLocation));
    expect(officeMap.frameTitle).toContain('Plano, TX');
  });
});
