import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../src/components/ui/Accordion';

const items = [
  { title: 'First question', content: <p>First answer</p> },
  { title: 'Second question', content: <p>Second answer</p> },
  { title: 'Third question', content: <p>Third answer</p> },
];

const question = (name: string) => screen.getByText(name).closest('details')!;

// The browser keeps the group exclusive (jsdom does not): tested end to end.
describe('Accordion', () => {
  it('is one exclusive group of details, each question a summary', () => {
    render(<Accordion items={items} />);
    const groups = items.map(({ title }) => question(title).getAttribute('name'));
    expect(groups[0]).toBeTruthy();
    expect(new Set(groups).size).toBe(1);
    for (const { title } of items)
      expect(screen.getByText(title).closest('summary')).not.toBeNull();
  });

  it('opens the first item initially and only that one', () => {
    render(<Accordion items={items} />);
    expect(question('First question')).toHaveAttribute('open');
    expect(screen.getByText('First answer')).toBeVisible();
    expect(question('Second question')).not.toHaveAttribute('open');
    expect(question('Third question')).not.toHaveAttribute('open');
  });
});
