import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useDialog } from '../../src/hooks/useDialog';

function Menu({ page = '/' }: { page?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const menu = useDialog(ref, page);
  return (
    <>
      <p>{menu.open ? 'open' : 'closed'}</p>
      <button type="button" onClick={menu.showWithoutCommands}>
        Open
      </button>
      <dialog ref={ref} data-testid="dialog">
        <p>Links</p>
        <button type="button" onClick={menu.closeWithoutCommands}>
          Close
        </button>
        <button type="button" onClick={menu.close}>
          Follow a link
        </button>
      </dialog>
    </>
  );
}

const dialog = () => screen.getByTestId<HTMLDialogElement>('dialog');

describe('useDialog', () => {
  it('opens and closes the dialog from the buttons where invoker commands are missing, and follows it', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog().open).toBe(true);
    expect(screen.getByText('open')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog().open).toBe(false);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('follows a dialog the browser opened and closed by itself', () => {
    render(<Menu />);
    act(() => dialog().showModal());
    expect(screen.getByText('open')).toBeInTheDocument();
    act(() => dialog().close());
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('knows a dialog opened before the app was live', () => {
    // As after a tap on the menu before hydration: the element is open when the hook starts.
    function OpenedEarly() {
      const ref = useRef<HTMLDialogElement>(null);
      const menu = useDialog(ref, '/');
      return (
        <>
          <p>{menu.open ? 'open' : 'closed'}</p>
          <dialog ref={ref} open />
        </>
      );
    }
    render(<OpenedEarly />);
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('closes when a new page shows, not before', () => {
    const { rerender } = render(<Menu page="/" />);
    act(() => dialog().showModal());
    rerender(<Menu page="/" />);
    expect(dialog().open).toBe(true);
    rerender(<Menu page="/services" />);
    expect(dialog().open).toBe(false);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('closes on a click on the backdrop (the dialog itself) and on a followed link, not on its content', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    act(() => dialog().showModal());
    await user.click(screen.getByText('Links'));
    expect(dialog().open).toBe(true);
    await user.click(dialog());
    expect(dialog().open).toBe(false);
    act(() => dialog().showModal());
    await user.click(screen.getByRole('button', { name: 'Follow a link', hidden: true }));
    expect(dialog().open).toBe(false);
  });
});
