import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether buttons open and close dialogs by themselves (invoker commands). */
const hasInvokerCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * What a native modal `<dialog>` opened by invoker commands still needs from script:
 * `open` follows the element (also when it opened before the app was live), a backdrop
 * click closes it where `closedby="any"` is missing, and where buttons lack invoker
 * commands the buttons' click handlers `showWithoutCommands` and `closeWithoutCommands`
 * do their job. The browser does the rest: focus, inertness
 * of the page behind, Escape, and focus back to the button that opened it.
 * @example const menu = useDialog(dialogRef); <button commandfor="menu" command="show-modal" onClick={menu.showWithoutCommands}>
 */
export function useDialog(ref: RefObject<HTMLDialogElement | null>) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const sync = () => setOpen(dialog.open);
    // The content fills the dialog, so only a click on the backdrop targets the dialog itself.
    const closeOnBackdrop = (event: MouseEvent) => event.target === dialog && dialog.close();
    sync();
    dialog.addEventListener('toggle', sync);
    dialog.addEventListener('close', sync);
    dialog.addEventListener('click', closeOnBackdrop);
    return () => {
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('close', sync);
      dialog.removeEventListener('click', closeOnBackdrop);
    };
  }, [ref]);

  const showWithoutCommands = useCallback(() => {
    if (!hasInvokerCommands() && !ref.current?.open) ref.current?.showModal();
  }, [ref]);
  /** Also for closing on a client-side navigation, which invoker commands cannot see. */
  const close = useCallback(() => ref.current?.close(), [ref]);
  const closeWithoutCommands = useCallback(() => {
    if (!hasInvokerCommands()) ref.current?.close();
  }, [ref]);

  return { open, close, showWithoutCommands, closeWithoutCommands };
}
