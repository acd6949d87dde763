import { mapOrigin } from '../../addresses.mjs';

/** A point on the map, in decimal degrees (WGS 84). */
type LatLon = { lat: number; lon: number };

const degrees = (value: number) => value.toFixed(5).replace(/\.?0+$/, '');

/**
 * URL of OpenStreetMap's embeddable map (no API key, no cookies) centred on `at` with a marker
 * there, showing `halfWidth` degrees of longitude and `halfHeight` of latitude either side.
 */
export function openStreetMapEmbedUrl(at: LatLon, halfWidth = 0.012, halfHeight = 0.005): string {
  const bbox = [at.lon - halfWidth, at.lat - halfHeight, at.lon + halfWidth, at.lat + halfHeight]
    .map(degrees)
    .join(',');
  const query = new URLSearchParams({
    bbox,
    layer: 'mapnik',
    marker: `${degrees(at.lat)},${degrees(at.lon)}`,
  });
  return `${mapOrigin}/export/embed.html?${query}`;
}

/** URL of the full OpenStreetMap site with a marker on `at`, for opening the map in a tab of its own. */
export function openStreetMapLinkUrl(at: LatLon, zoom = 17): string {
  const lat = degrees(at.lat);
  const lon = degrees(at.lon);
  return `${mapOrigin}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
