import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../src/components/ui/Accordion';

const items = [
  { title: 'First question', content: <p>First answer</p> },
  { title: 'Second question', content: <p>Second answer</p> },
  { title: 'Third question', content: <p>Third answer</p> },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('Accordion', () => {
  it('wraps each trigger in an h3 and labels each panel region by its trigger', () => {
    render(<Accordion items={items} />);
    for (const { title } of items) {
      const button = trigger(title);
      expect(button.closest('h3')).not.toBeNull();
      const panel = panelOf(button);
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('opens the first item initially and only that one', () => {
    render(<Accordion items={items} />);
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');
    expect(trigger('Second question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second answer')).not.toBeVisible();
  });

  it('keeps one open at a time: opening another closes the first', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(trigger('Third question'));
    expect(trigger('Third question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Third answer')).toBeVisible();
    expect(trigger('First question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First answer')).not.toBeVisible();
  });

  it('collapses everything when the open item is pressed, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    expect(trigger('First question')).toHaveFocus();
    await user.keyboard('{Enter}');
    for (const { title } of items) expect(trigger(title)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
