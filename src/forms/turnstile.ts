// Cloudflare Turnstile's widget, only where the operator switched it on: the site build's
// TURNSTILE_SITE_KEY (docs/OPERATING.md). Like the proof of work (./proof.ts) it starts when the
// visitor starts typing, never on a page's load: only then does the browser load Cloudflare's
// script. Without the key nothing here loads, and no request goes to Cloudflare.
import type { ProofRun } from './proof';

const siteKey = import.meta.env.TURNSTILE_SITE_KEY?.trim() ?? '';
const origin = 'https://challenges.cloudflare.com';

/** The other origins the pages' policy must allow scripts and frames from: Cloudflare's, when on. */
export const turnstileOrigins: readonly string[] = siteKey ? [origin] : [];

type Widget = {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      appearance: 'interaction-only';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => string | undefined;
};

let script: Promise<Widget> | undefined;

/** Cloudflare's script, added once; a failed load is tried again at the next start. */
function loadScript(): Promise<Widget> {
  script ??= new Promise<Widget>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `${origin}/turnstile/v0/api.js?render=explicit`;
    element.async = true;
    element.onload = () => {
      const widget = (window as { turnstile?: Widget }).turnstile;
      if (widget) resolve(widget);
      else reject(new Error('Turnstile did not start'));
    };
    element.onerror = () => {
      script = undefined;
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(element);
  });
  return script;
}

let shown: HTMLElement | undefined;

/**
 * Starts a widget in `form` (shown only if Cloudflare asks the visitor something), or null when
 * Turnstile is off. Its token is single-use: a send spends it, and a retry starts another.
 */
export function earnTurnstile(form: HTMLFormElement | null): ProofRun | null {
  if (!siteKey || !form) return null;
  // The token in hand: the widget renews an expired one by itself.
  let token: string | undefined;
  const first = new Promise<void>((resolve) => {
    loadScript().then(
      (widget) => {
        shown?.remove();
        shown = document.createElement('div');
        form.append(shown);
        widget.render(shown, {
          sitekey: siteKey,
          appearance: 'interaction-only',
          callback: (issued) => {
            token = issued;
            resolve();
          },
          'expired-callback': () => (token = undefined),
          'error-callback': () => resolve(),
        });
      },
      () => resolve(),
    );
  });
  return {
    within: (ms) =>
      Promise.race([first, new Promise<void>((resolve) => setTimeout(resolve, ms))]).then(
        () => token,
      ),
  };
}
