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

  it('links the whole stylesheet the page names, right after its own rules, and drops those once it applies', async () => {
    const style = pageRules();
    const loaded = loadWholeStylesheet(document);
    expect(link()?.getAttribute('href')).toBe('/assets/style-abc.css');
    expect(style.nextElementSibling).toBe(link());
    expect(style.isConnected).toBe(true);
    link()!.dispatchEvent(new Event('load'));
    await loaded;
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
    await expect(loadWholeStylesheet(document)).resolves.toBeUndefined();
    expect(link()).toBeNull();
  });
});
