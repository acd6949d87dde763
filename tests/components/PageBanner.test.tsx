import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from '../../src/app/breadcrumbs';
import { findRoute } from '../../src/app/routes';
import { PageBanner } from '../../src/components/layout/PageBanner';
import { renderAt } from '../renderAt';

describe('<PageBanner />', () => {
  it('titles the page and trails Home then the current page', () => {
    const route = findRoute('/services');
    renderAt(
      '/services',
      <PageBanner title={route.heading ?? ''} crumbs={breadcrumbsFor(route)} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(trail.getByText('Services')).toHaveAttribute('aria-current', 'page');
    expect(trail.getAllByRole('listitem')).toHaveLength(2);
  });
});
