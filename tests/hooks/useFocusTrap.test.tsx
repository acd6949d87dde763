import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from '../../src/hooks/useFocusTrap';

function Harness() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Outside link</a>
      <div ref={ref} hidden={!open}>
        <button type="button">First</button>
        <a href="/inside">Middle</a>
        <button type="button" onClick={() => setOpen(false)}>
          Last
        </button>
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  describe('when activated', () => {
    it('moves focus to the first focusable element inside', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    });

    it('cycles Tab and Shift+Tab inside the container', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.tab();
      expect(screen.getByRole('link', { name: 'Middle' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    });

    it('makes everything outside inert', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(screen.getByRole('link', { name: 'Outside link' })).toHaveAttribute('inert');
    });
  });

  describe('after release', () => {
    it('restores the page and returns focus to the opener', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const opener = screen.getByRole('button', { name: 'Open' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name: 'Last' }));
      expect(opener).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Outside link' })).not.toHaveAttribute('inert');
    });
  });
});
