import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Whether buttons open and close dialogs by themselves (invoker commands). */
const hasInvokerCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * What a native modal `<dialog>` opened by invoker commands still needs from script:
 * - a backdrop click closes it where `closedby="any"` is missing;
 * - where buttons lack invoker commands, `showWithoutCommands` and `closeWithoutCommands`
 *   (the buttons' click handlers) do their job;
 * - it closes once `page` changes (a client-side navigation): closing a modal dialog restyles
 *   the whole page, so done with the page change, after the tap has painted, it costs no second.
 * The browser does the rest: focus, the inert page behind, Escape, focus back to the opener.
 * Whether it is open stays the element's alone: mirrored in React state, each open and close
 * re-rendered the header and drawer, a third of the menu's latency on a slow phone.
 * @example const menu = useDialog(dialogRef, route.path); <button commandfor="menu"
 * command="show-modal" onClick={menu.showWithoutCommands}>
 */
export function useDialog(ref: RefObject<HTMLDialogElement | null>, page: string) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The content fills the dialog, so only a click on the backdrop targets the dialog itself.
    const closeOnBackdrop = (event: MouseEvent) => event.target === dialog && dialog.close();
    dialog.addEventListener('click', closeOnBackdrop);
    return () => dialog.removeEventListener('click', closeOnBackdrop);
  }, [ref]);

  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    ref.current?.close();
  }, [ref, page]);

  const showWithoutCommands = useCallback(() => {
    if (!hasInvokerCommands() && !ref.current?.open) ref.current?.showModal();
  }, [ref]);
  /** For a link to the page already shown, which changes no page. */
  const close = useCallback(() => ref.current?.close(), [ref]);
  const closeWithoutCommands = useCallback(() => {
    if (!hasInvokerCommands()) ref.current?.close();
  }, [ref]);

  return { close, showWithoutCommands, closeWithoutCommands };
}
