import { afterEach, describe, expect, it, vi } from 'vitest';

// The module reads the build's site key once, as the bundle does: each test imports it afresh.
const load = async (siteKey?: string) => {
  vi.resetModules();
  if (siteKey !== undefined) vi.stubEnv('TURNSTILE_SITE_KEY', siteKey);
  return import('../../src/forms/turnstile');
};
const cloudflareScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://challenges.cloudflare.com/'),
  );

describe('Cloudflare Turnstile in the forms', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const script of cloudflareScripts()) script.remove();
  });

  it('is off without a site key: nothing starts, no script of Cloudflare is added', async () => {
    const { earnTurnstile, turnstileOrigins } = await load();
    expect(earnTurnstile(document.createElement('form'))).toBeNull();
    expect(turnstileOrigins).toEqual([]);
    expect(cloudflareScripts()).toEqual([]);
  });

  it("with a site key, loads Cloudflare's script only once started, and gives the widget's token", async () => {
    const { earnTurnstile, turnstileOrigins } = await load('0x4AAAAAAAtest');
    expect(turnstileOrigins).toEqual(['https://challenges.cloudflare.com']);
    expect(cloudflareScripts()).toEqual([]);
    const form = document.createElement('form');
    const run = earnTurnstile(form);
    const [script] = cloudflareScripts();
    expect(script?.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    );
    const render = vi.fn(
      (_container: HTMLElement, options: { callback: (token: string) => void }) => {
        options.callback('token-from-widget');
        return 'widget';
      },
    );
    vi.stubGlobal('turnstile', { render });
    script?.onload?.(new Event('load'));
    await expect(run?.within(5_000)).resolves.toBe('token-from-widget');
    expect(render.mock.calls[0]?.[1]).toMatchObject({ sitekey: '0x4AAAAAAAtest' });
    expect(form.children).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
