import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import services from 'virtual:content/services.yaml';
import { ServicesGrid } from '../../src/sections/services/ServicesGrid';
import { renderAt } from '../renderAt';

describe('<ServicesGrid />', () => {
  it('lists the ten services, each numbered 01 to 10 with its title and description', () => {
    renderAt('/services', <ServicesGrid />);
    const items = within(
      screen.getByRole('region', { name: 'IT Services That Move Your Business Forward' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    services.catalog.forEach(({ title, description }, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(title);
      expect(within(item).getByRole('article', { name: title })).toBeInTheDocument();
      expect(item).toHaveTextContent(description);
      expect(within(item).getByText(String(index + 1).padStart(2, '0'))).toBeInTheDocument();
    });
  });

  it('links every card to the contact page with a name that says which service', () => {
    renderAt('/services', <ServicesGrid />);
    for (const { title } of services.catalog) {
      expect(screen.getByRole('link', { name: `Get a quote for ${title}` })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
  });
});
