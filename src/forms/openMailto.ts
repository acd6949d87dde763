/** Hands a mailto: URL to the visitor's mail program (a module of its own so tests can replace it). */
export function openMailto(url: string): void {
  window.location.href = url;
}
