// Markdown from the content files becomes data at build time, read by marked's lexer
// (CommonMark, GFM's extensions off): only the elements below are kept, so no HTML string
// reaches a page, and marked never reaches a visitor.
import { Lexer, type MarkedToken, type Tokens } from 'marked';
import type { MarkdownNode, MarkdownTag, PolicyBlock, RichText } from '../types.ts';

type Place = { line: number; column: number };

const childrenOf = (token: MarkedToken) =>
  ('items' in token ? token.items : 'tokens' in token ? (token.tokens ?? []) : []) as MarkedToken[];

/** The tokens of `markdown`, and where each starts (marked keeps a token's text, not its place). */
function lex(markdown: string) {
  const source = markdown.replace(/\r\n?/g, '\n');
  const tokens = new Lexer({ gfm: false }).lex(source) as MarkedToken[];
  const offsets = new Map<MarkedToken, number>();
  // A token's text is looked for after its elder sibling's; where marked changed it (a list
  // item's lines lose their indent), the token takes its parent's place.
  const find = (children: readonly MarkedToken[], from: number) =>
    children.reduce((cursor, token) => {
      const found = source.indexOf(token.raw, cursor);
      offsets.set(token, found < 0 ? from : found);
      find(childrenOf(token), found < 0 ? from : found);
      return found < 0 ? cursor : found + token.raw.length;
    }, from);
  find(tokens, 0);
  const at = (token: MarkedToken): Place => {
    const lines = source.slice(0, offsets.get(token)).split('\n');
    return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
  };
  return { tokens, at };
}

/** marked resolves numeric character references and leaves named ones to a browser's parser. */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const plain = (text: string) =>
  text.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => entities[name] ?? '');

const isPlain = (token: MarkedToken): token is Tokens.Text | Tokens.Escape =>
  (token.type === 'text' && !token.tokens) || token.type === 'escape';

/** A link keeps its address when it is a path, or on the web, an e-mail address or a phone. */
const safeHref = (href: string) => !/^[^/?#:]*:/.test(href) || /^(https?|mailto|tel):/i.test(href);

const tags: Partial<Record<MarkedToken['type'], MarkdownTag>> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  list_item: 'li',
  strong: 'strong',
  em: 'em',
  link: 'a',
  codespan: 'code',
  code: 'code',
  hr: 'hr',
  br: 'br',
};

/**
 * Each token's element and its children: plain runs next to each other are one string, as they
 * read; a heading beyond ### keeps its text; an image or raw HTML goes (their problems say so).
 */
function toNodes(tokens: readonly MarkedToken[]): MarkdownNode[] {
  return tokens.reduce<MarkdownNode[]>((nodes, token, index) => {
    const before = tokens[index - 1];
    if (isPlain(token) && before && isPlain(before)) nodes[nodes.length - 1] += plain(token.text);
    else if (isPlain(token)) nodes.push(plain(token.text));
    else {
      const tag =
        token.type === 'heading'
          ? (['h2', 'h3'] as const)[token.depth - 2]
          : token.type === 'list'
            ? (['ul', 'ol'] as const)[Number(token.ordered)]
            : tags[token.type];
      const children =
        token.type === 'code' || token.type === 'codespan'
          ? [token.text]
          : toNodes(childrenOf(token));
      const href = token.type === 'link' && safeHref(token.href) ? { href: token.href } : {};
      if (tag) nodes.push({ tag, ...href, ...(children.length ? { children } : {}) });
      else if (token.type !== 'image') nodes.push(...children);
    }
    return nodes;
  }, []);
}

/** Headings start at ## (the page's own title is the h1) and stop at ###; images are covers, not inline; links `isLinkable`. Lines count from 1. */
function structureProblems(
  tokens: readonly MarkedToken[],
  at: (token: MarkedToken) => Place,
  isLinkable: (href: string) => boolean,
): { line: number; message: string }[] {
  return tokens.flatMap((token) => {
    const message =
      token.type === 'link' && !isLinkable(token.href)
        ? `a link to ${token.href}, which is not a page of this site`
        : token.type === 'heading' && (token.depth < 2 || token.depth > 3)
          ? `a heading of level ${token.depth} ("${'#'.repeat(token.depth)}"): use ## for sections and ### below them`
          : token.type === 'image'
            ? 'an image inside the text: the cover image is set in the front matter'
            : token.type === 'html'
              ? 'raw HTML, which is removed: write Markdown instead'
              : undefined;
    const inside = structureProblems(childrenOf(token), at, isLinkable);
    return message ? [{ line: at(token).line, message }, ...inside] : inside;
  });
}

/** The Markdown's typed tree, and what is wrong with it (empty when nothing is). */
export function renderMarkdown(markdown: string, isLinkable = (_href: string) => true) {
  const { tokens, at } = lex(markdown);
  return { nodes: toNodes(tokens), problems: structureProblems(tokens, at, isLinkable) };
}

const allowed = 'write paragraphs, lists with - and links as [text](address)';

/**
 * The privacy policy's text as data (parts under `## Title {#anchor}` headings, of paragraphs and
 * `-` lists with links, so no markup can reach the page), where each is written (by its path), and
 * what the text may not use.
 */
export function policySections(markdown: string) {
  const { tokens, at } = lex(markdown);
  const places = new Map<string, Place>();
  const problems: (Place & { path: (string | number)[]; message: string })[] = [];
  const note = (path: (string | number)[], token: MarkedToken) =>
    places.set(path.join('.'), at(token));
  const refuse = (token: MarkedToken, path: (string | number)[], message: string) =>
    problems.push({ ...at(token), path, message });

  const richText = (tokens: readonly MarkedToken[], path: (string | number)[]): RichText => {
    const parts: Exclude<RichText, string> = [];
    for (const token of tokens) {
      const last = parts.at(-1);
      const text = isPlain(token) ? plain(token.text) : undefined;
      // Plain runs next to each other are one string.
      if (text !== undefined && typeof last === 'string') parts[parts.length - 1] = last + text;
      else if (text !== undefined) parts.push(text);
      else if (token.type === 'link' && childrenOf(token).every(isPlain)) {
        note([...path, parts.length], token);
        parts.push({ text: plain(token.text), href: token.href });
      } else
        refuse(
          token,
          path,
          `has ${token.type === 'link' ? 'a link with formatting' : `formatting (${token.type === 'em' ? 'emphasis' : token.type})`} the policy does not use: ${allowed}`,
        );
    }
    return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
  };

  const listItems = (list: Tokens.List, path: (string | number)[]): RichText[] =>
    list.items.map((item, index) => {
      note([...path, index], item);
      const [only, ...more] = childrenOf(item).filter((token) => token.type !== 'space');
      const text = only?.type === 'text' || only?.type === 'paragraph' ? only : undefined;
      if (!text || more.length > 0)
        refuse(item, [...path, index], `should be one paragraph: ${allowed}`);
      return text ? richText(childrenOf(text), [...path, index]) : '';
    });

  const sections: { id: string; title: string; blocks: PolicyBlock[] }[] = [];
  for (const token of tokens) {
    const index = sections.length - 1;
    const section = sections[index];
    if (token.type === 'space') continue;
    if (token.type === 'heading' && token.depth === 2) {
      const path = ['sections', index + 1];
      note(path, token);
      const heading = richText(childrenOf(token), [...path, 'title']);
      const title = typeof heading === 'string' ? heading : '';
      const anchor = /\s*\{#([\w-]+)\}$/.exec(title);
      if (!anchor)
        refuse(
          token,
          path,
          'needs its anchor at the end, like ## Data Security {#data-security}: other pages and e-mails link to it',
        );
      // Without its anchor, the part is still read (under one made from its title) to find any
      // other problem in it.
      sections.push({
        id: anchor?.[1] ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        title: anchor ? title.slice(0, anchor.index) : title,
        blocks: [],
      });
    } else if (!section)
      refuse(
        token,
        ['sections'],
        'starts before the first heading: every part of the text starts with ## and its title',
      );
    else if (token.type === 'paragraph' || (token.type === 'list' && !token.ordered)) {
      const path = ['sections', index, 'blocks', section.blocks.length];
      note(path, token);
      section.blocks.push(
        token.type === 'paragraph'
          ? { paragraph: richText(childrenOf(token), [...path, 'paragraph']) }
          : { list: listItems(token, [...path, 'list']) },
      );
    } else
      refuse(
        token,
        ['sections', index],
        `has a ${token.type === 'heading' ? `level ${token.depth} heading` : token.type} the policy does not use: ${allowed}, and ## for each part's title`,
      );
  }
  /** Where the field at a path of the sections is written: the nearest thing noted on its way. */
  const place = (path: readonly (string | number)[]) =>
    path
      .map((_, index) => places.get(path.slice(0, path.length - index).join('.')))
      .find(Boolean) ?? { line: 1, column: 1 };
  return { sections, place, problems };
}
