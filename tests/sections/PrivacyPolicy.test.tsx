import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import privacyPolicy from 'virtual:content/privacy-policy.md';
import { site } from '../../src/content/site';
import { PrivacyPolicy } from '../../src/sections/privacy/PrivacyPolicy';
import { renderAt } from '../renderAt';

describe('<PrivacyPolicy />', () => {
  it('numbers the ten section headings, each with an anchor', () => {
    renderAt('/privacy-policy', <PrivacyPolicy />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(
      privacyPolicy.sections.map(({ title }, i) => `${i + 1}. ${title}`),
    );
    expect(headings.map((h) => h.id)).toEqual(privacyPolicy.sections.map(({ id }) => id));
  });

  it('lists the sections in a contents navigation that links to each heading', () => {
    renderAt('/privacy-policy', <PrivacyPolicy />);
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    const links = contents.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(
      privacyPolicy.sections.map(({ title }) => title),
    );
    for (const link of links) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveRole('heading');
    }
  });

  it('dates the policy and links data-rights requests to the company e-mail', () => {
    renderAt('/privacy-policy', <PrivacyPolicy />);
    expect(screen.getByText('December 3, 2026')).toHaveAttribute('datetime', '2026-12-03');
    const [mail] = screen.getAllByRole('link', { name: site.email });
    expect(mail?.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.email}\\?subject=`));
  });
});
