/**
 * jsdom has no `<dialog>` behaviour: these do what a browser's showModal and close do to
 * the element's state and events (focus, inertness and the backdrop are the browser's,
 * tested end to end). Like jsdom, the fake has no invoker commands.
 */
export function installDialog() {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dispatchEvent(new Event('toggle'));
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('toggle'));
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
}
