import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { AboutIntro } from '../../src/sections/about/AboutIntro';
import { WhyChooseUs } from '../../src/sections/about/WhyChooseUs';
import { renderAt } from '../renderAt';

describe('<AboutIntro />', () => {
  it('shows the heading, the experience badge and both highlights', () => {
    renderAt('/about', <AboutIntro />);
    const region = within(
      screen.getByRole('region', {
        name: 'We Are Increasing Business Success With GLOBAL IT Solution',
      }),
    );
    expect(
      region.getByText((_, el) => el?.tagName === 'P' && el.textContent === '9+ Years Experience'),
    ).toBeInTheDocument();
    expect(region.getByText('Certified Company')).toBeInTheDocument();
    expect(region.getByText('Expert Team')).toBeInTheDocument();
    expect(region.getByText(/100% senior, certified engineers/)).toBeInTheDocument();
  });

  it('sizes its self-hosted illustration up front and describes it', () => {
    renderAt('/about', <AboutIntro />);
    const image = screen.getByRole('img', { name: /^Illustration:/ });
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '540');
    expect(image.getAttribute('src')).not.toMatch(/^https?:/);
  });

  it('leads on to the services and to a call', () => {
    renderAt('/about', <AboutIntro />);
    expect(screen.getByRole('link', { name: 'Discover more' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      site.phone.href,
    );
  });
});

describe('<WhyChooseUs />', () => {
  it('ticks off the six reasons of the specification, each explained', () => {
    renderAt('/about', <WhyChooseUs />);
    const region = within(screen.getByRole('region', { name: /A Partner For Your Technology/ }));
    expect(region.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Onboarding Support',
      'Inclusion Hiring',
      'Employer Branding Support',
      'Executive IT Search',
      '24/7 Expert Team',
      'Easy Solutions',
    ]);
    for (const item of region.getAllByRole('listitem')) {
      expect(within(item).getByRole('paragraph').textContent?.length).toBeGreaterThan(30);
    }
  });
});
