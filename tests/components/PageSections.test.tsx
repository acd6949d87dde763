import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageSections } from '../../src/components/layout/PageSections';

function Working() {
  return <p>Still here</p>;
}

function Broken(): never {
  throw new Error('boom');
}

describe('<PageSections />', () => {
  it('shows a plain fallback for a section that fails and keeps the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageSections sections={[Working, Broken]} />);
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This part of the page could not be shown.',
    );
    expect(screen.getByRole('link', { name: '+1 (972) 555-0147' })).toHaveAttribute(
      'href',
      'tel:+19725550147',
    );
  });
});
