import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapLoadMargin } from '../../src/sections/contact/OfficeMap';
import { site } from '../../src/content/site';
import { ContactDetails } from '../../src/sections/contact/ContactDetails';
import { ContactFormSection } from '../../src/sections/contact/ContactFormSection';
import { OfficeMap } from '../../src/sections/contact/OfficeMap';
import { intersect, observerOptionsFor } from '../mocks/intersectionObserver';
import { renderAt } from '../renderAt';

describe('<ContactDetails />', () => {
  it('shows the office in Plano, Texas, a phone link and an e-mail link', () => {
    renderAt('/contact', <ContactDetails />);
    const [address, phone, email, ...others] = screen.getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(within(address!).getByRole('heading', { level: 3 })).toHaveTextContent('Office address');
    expect(address).toHaveTextContent('2600 Dallas Parkway, Suite 300, Plano, TX 75093');
    expect(within(phone!).getByRole('heading', { level: 3 })).toHaveTextContent('Phone');
    expect(within(phone!).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      'tel:+19725550147',
    );
    expect(within(email!).getByRole('heading', { level: 3 })).toHaveTextContent('E-mail');
    expect(within(email!).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
});

describe('<ContactFormSection />', () => {
  it("is the region named 'Have Any Questions?', with what happens next and a phone link", () => {
    renderAt('/contact', <ContactFormSection />);
    const region = within(screen.getByRole('region', { name: 'Have Any Questions?' }));
    expect(region.getAllByRole('listitem')).toHaveLength(3);
    expect(region.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      site.phone.href,
    );
  });
});

describe('<OfficeMap />', () => {
  it('creates the map frame only once the visitor scrolls near it, in a box of the same size', () => {
    const { container } = renderAt('/contact', <OfficeMap />);
    expect(screen.queryByTitle(/^Map of our office/)).toBeNull();
    const placeholder = container.querySelector('.js-only');
    expect(placeholder).not.toBeNull();
    expect(observerOptionsFor(placeholder!)).toEqual([
      expect.objectContaining({ rootMargin: mapLoadMargin }),
    ]);
    act(() => intersect(placeholder!, 0));
    expect(screen.queryByTitle(/^Map of our office/)).toBeNull();
    act(() => intersect(placeholder!, 0.01));
    expect(screen.getByTitle(/^Map of our office/).className).toBe(
      placeholder!.className.replace(' js-only', ''),
    );
  });

  it('embeds a titled, lazily loaded OpenStreetMap 500 px high that sends no referrer', () => {
    const { container } = renderAt('/contact', <OfficeMap />);
    act(() => intersect(container.querySelector('.js-only')!, 0.01));
    const frame = screen.getByTitle(/^Map of our office at .*Plano, TX/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '500');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.host).toBe('www.openstreetmap.org');
    expect(src.searchParams.get('marker')).toBe('33.0784,-96.8236');
  });

  it('offers the map in a new tab as a plain link that opens safely', () => {
    renderAt('/contact', <OfficeMap />);
    const link = screen.getByRole('link', { name: 'Open in maps (opens in a new tab)' });
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=33\.0784&mlon=-96\.8236/,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
