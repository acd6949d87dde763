import { afterEach, describe, expect, it } from 'vitest';
import { loadWholeStylesheet } from '../../src/app/loading/wholeStylesheet';

const pageRules = () => {
  const style = document.createElement('style');
  style.setAttribute('data-stylesheet', '/assets/style-abc.css');
  style.textContent = '.a{color:red}';
  document.head.append(style);
  return style;
};
const link = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');

describe('loadWholeStylesheet', () => {
  afterEach(() => document.head.replaceChildren());

  it('links the whole stylesheet the page names for no media, right after its own rules, and applies it in place of those when asked', async () => {
    const style = pageRules();
    const loaded = loadWholeStylesheet(document);
    expect(link()?.getAttribute('href')).toBe('/assets/style-abc.css');
    expect(link()?.media).toBe('not all'); // its arrival restyles nothing
    expect(style.nextElementSibling).toBe(link());
    link()!.dispatchEvent(new Event('load'));
    const apply = await loaded;
    expect(style.isConnected).toBe(true);
    apply();
    expect(link()?.hasAttribute('media')).toBe(false);
    expect(style.isConnected).toBe(false);
  });

  it('fails, naming the file, when the stylesheet cannot load, and keeps the page as it is', async () => {
    const style = pageRules();
    const loaded = loadWholeStylesheet(document);
    link()!.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('/assets/style-abc.css');
    expect(style.isConnected).toBe(true);
  });

  it('has nothing to do on a page that links its stylesheet (the development server)', async () => {
    (await loadWholeStylesheet(document))();
    expect(link()).toBeNull();
  });
});
