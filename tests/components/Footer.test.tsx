import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../src/components/layout/Footer';
import { site } from '../../src/content/site';
import ui from 'virtual:content/interface.yaml';
import { renderAt } from '../renderAt';

describe('<Footer />', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the blurb, four named social links that open safely, quick links and contact details', () => {
    renderAt('/', <Footer />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(site.blurb)).toBeInTheDocument();
    for (const { label, href } of site.social) {
      const link = footer.getByRole('link', { name: `${label} ${ui.newTabNote}` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const quick = within(footer.getByRole('region', { name: 'Quick links' }));
    expect(quick.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['About Us', '/about'],
      ['Case studies', '/case-studies'],
      ['Contact us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    const contact = within(footer.getByRole('region', { name: 'Contact us' }));
    expect(contact.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      site.phone.href,
    );
    expect(contact.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(contact.getByText(/Plano, TX/)).toBeInTheDocument();
    expect(footer.getByRole('region', { name: 'Get in touch' })).toBeInTheDocument();
  });

  it('shows the current year in the copyright line', () => {
    vi.useFakeTimers({ now: new Date('2030-06-01T00:00:00Z'), toFake: ['Date'] });
    renderAt('/', <Footer />);
    expect(screen.getByText(`© 2030 ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });
});
