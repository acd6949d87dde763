// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cutStylesheet } from '../../scripts/pageStylesheets.mjs';

const sheet = [
  ':root{--gap:8px}',
  'html[data-theme=dark] body{color:#fff}',
  '.card{padding:8px}',
  '.card:hover .title{color:red}',
  '.drawer{position:fixed}',
  '.card:not(.featured){border:0}',
  '.missing,.card>p{margin:0}',
  '@media (width>=900px){.drawer{width:300px}}',
  '@media (width>=600px){.card{padding:16px}.drawer{width:50%}}',
  '@keyframes fade{0%{opacity:0}to{opacity:1}}',
].join('');

describe('cutStylesheet', () => {
  const cut = cutStylesheet(sheet, new Set(['card', 'title']));

  it('keeps every rule whose classes the page has, in its states and at every width', () => {
    expect(cut).toContain('.card{padding:8px}');
    expect(cut).toContain('.card:hover .title{color:red}');
    expect(cut).toContain('@media (width>=600px){.card{padding:16px}}');
  });

  it('keeps the rules that name no class: custom properties, elements, the theme attribute, keyframes', () => {
    expect(cut).toContain(':root{--gap:8px}');
    expect(cut).toContain('html[data-theme=dark] body{color:#fff}');
    expect(cut).toContain('@keyframes fade');
  });

  it('keeps a rule one of whose selectors can match, and one that only excludes a missing class', () => {
    expect(cut).toContain('.missing,.card>p{margin:0}');
    expect(cut).toContain('.card:not(.featured){border:0}');
  });

  it('drops the rules for classes the page lacks, and a media query they leave empty', () => {
    expect(cut).not.toContain('drawer');
    expect(cut).not.toContain('900px');
  });

  it('changes nothing when the page has every class', () => {
    expect(cutStylesheet(sheet, new Set(['card', 'title', 'drawer', 'featured', 'missing']))).toBe(
      sheet,
    );
  });
});
