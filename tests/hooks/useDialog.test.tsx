import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDialog } from '../../src/hooks/useDialog';

function Menu({ page = '/', onRender = () => {} }: { page?: string; onRender?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const menu = useDialog(ref, page);
  onRender();
  return (
    <>
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
  it('opens and closes the dialog from the buttons where invoker commands are missing', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialog().open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog().open).toBe(false);
  });

  it('renders nothing again as the dialog opens and closes: whether it is open is the element’s alone', async () => {
    const user = userEvent.setup();
    const onRender = vi.fn();
    render(<Menu onRender={onRender} />);
    const renders = onRender.mock.calls.length;
    act(() => dialog().showModal());
    act(() => dialog().close());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onRender).toHaveBeenCalledTimes(renders);
  });

  it('closes when a new page shows, not before', () => {
    const { rerender } = render(<Menu page="/" />);
    act(() => dialog().showModal());
    rerender(<Menu page="/" />);
    expect(dialog().open).toBe(true);
    rerender(<Menu page="/services" />);
    expect(dialog().open).toBe(false);
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
