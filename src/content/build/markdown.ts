// Markdown from the content files becomes data at build time, through one pipeline (remark,
// then rehype, sanitised): the components render it with React, so no HTML string reaches a
// page, and unified never reaches a visitor.
import type { Element, ElementContent, Root } from 'hast';
import type { List, Nodes, PhrasingContent, Root as MdRoot } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { MarkdownNode, MarkdownTag, PolicyBlock, RichText } from '../types.ts';

const tags: readonly MarkdownTag[] = [
  'p',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'strong',
  'em',
  'a',
  'code',
  'br',
];

/** What survives: text, the tags above and a link's href (web, mail, phone, or a path on this site); nothing else. */
const processor = unified()
  .use(remarkParse)
  .use(remarkRehype)
  .use(rehypeSanitize, {
    tagNames: [...tags],
    attributes: { a: ['href'] },
    protocols: { href: ['http', 'https', 'mailto', 'tel'] },
    strip: ['script', 'style'],
    clobberPrefix: '',
  });

const at = (node: Nodes) => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** Headings start at ## (the page's own title is the h1) and stop at ###; images are covers, not inline; links `isLinkable`. Lines count from 1. */
function structureProblems(
  node: Nodes,
  isLinkable: (href: string) => boolean,
): { line: number; message: string }[] {
  const problems =
    'children' in node
      ? node.children.flatMap((child) => structureProblems(child, isLinkable))
      : [];
  const problem = (message: string) => [{ line: at(node).line, message }, ...problems];
  if (node.type === 'link' && !isLinkable(node.url))
    return problem(`a link to ${node.url}, which is not a page of this site`);
  if (node.type === 'heading' && (node.depth < 2 || node.depth > 3))
    return problem(
      `a heading of level ${node.depth} ("${'#'.repeat(node.depth)}"): use ## for sections and ### below them`,
    );
  if (node.type === 'image' || node.type === 'imageReference')
    return problem('an image inside the text: the cover image is set in the front matter');
  return node.type === 'html'
    ? problem('raw HTML, which is removed: write Markdown instead')
    : problems;
}

/** Line breaks between the blocks of these are the serialiser's, not content. */
const holdsBlocks = (tag: string) => ['root', 'ul', 'ol', 'blockquote'].includes(tag);

const toNodes = (children: readonly ElementContent[], parent: string): MarkdownNode[] =>
  children.flatMap((child): MarkdownNode[] => {
    if (child.type === 'text')
      return holdsBlocks(parent) && !child.value.trim() ? [] : [child.value];
    if (child.type !== 'element' || !(tags as readonly string[]).includes(child.tagName)) return [];
    const element = child as Element & { tagName: MarkdownTag };
    const nodes = toNodes(element.children, element.tagName);
    const { href } = element.properties;
    return [
      {
        tag: element.tagName,
        ...(element.tagName === 'a' && typeof href === 'string' ? { href } : {}),
        ...(nodes.length ? { children: nodes } : {}),
      },
    ];
  });

/** The Markdown's typed tree, and what is wrong with it (empty when nothing is). */
export function renderMarkdown(markdown: string, isLinkable = (_href: string) => true) {
  const tree = processor.parse(markdown);
  const html = processor.runSync(tree) as Root;
  return {
    nodes: toNodes(html.children as ElementContent[], 'root'),
    problems: structureProblems(tree, isLinkable),
  };
}

const allowed = 'write paragraphs, lists with - and links as [text](address)';

/**
 * The privacy policy's text as data (parts under `## Title {#anchor}` headings, of paragraphs and
 * `-` lists with links, so no markup can reach the page), where each is written (by its path), and
 * what the text may not use.
 */
export function policySections(markdown: string) {
  const places = new Map<string, { line: number; column: number }>();
  const problems: { line: number; column: number; path: (string | number)[]; message: string }[] =
    [];
  const note = (path: (string | number)[], node: Nodes) => places.set(path.join('.'), at(node));
  const refuse = (node: Nodes, path: (string | number)[], message: string) =>
    problems.push({ ...at(node), path, message });

  const richText = (nodes: readonly PhrasingContent[], path: (string | number)[]): RichText => {
    const parts: Exclude<RichText, string> = [];
    for (const node of nodes) {
      const last = parts.at(-1);
      // Plain runs next to each other are one string.
      if (node.type === 'text' && typeof last === 'string')
        parts[parts.length - 1] = last + node.value;
      else if (node.type === 'text') parts.push(node.value);
      else if (node.type === 'link' && node.children.every((child) => child.type === 'text')) {
        note([...path, parts.length], node);
        parts.push({ text: node.children.map((child) => child.value).join(''), href: node.url });
      } else
        refuse(
          node,
          path,
          `has ${node.type === 'link' ? 'a link with formatting' : `formatting (${node.type})`} the policy does not use: ${allowed}`,
        );
    }
    return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
  };

  const listItems = (list: List, path: (string | number)[]): RichText[] =>
    list.children.map((item, index) => {
      note([...path, index], item);
      const [only, ...more] = item.children;
      if (only?.type !== 'paragraph' || more.length > 0)
        refuse(item, [...path, index], `should be one paragraph: ${allowed}`);
      return only?.type === 'paragraph' ? richText(only.children, [...path, index]) : '';
    });

  const sections: { id: string; title: string; blocks: PolicyBlock[] }[] = [];
  for (const node of (processor.parse(markdown) as MdRoot).children) {
    const index = sections.length - 1;
    const section = sections[index];
    if (node.type === 'heading' && node.depth === 2) {
      const path = ['sections', index + 1];
      note(path, node);
      const heading = richText(node.children, [...path, 'title']);
      const title = typeof heading === 'string' ? heading : '';
      const anchor = /\s*\{#([\w-]+)\}$/.exec(title);
      if (!anchor)
        refuse(
          node,
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
        node,
        ['sections'],
        'starts before the first heading: every part of the text starts with ## and its title',
      );
    else if (node.type === 'paragraph' || (node.type === 'list' && !node.ordered)) {
      const path = ['sections', index, 'blocks', section.blocks.length];
      note(path, node);
      section.blocks.push(
        node.type === 'paragraph'
          ? { paragraph: richText(node.children, [...path, 'paragraph']) }
          : { list: listItems(node, [...path, 'list']) },
      );
    } else
      refuse(
        node,
        ['sections', index],
        `has a ${node.type === 'heading' ? `level ${node.depth} heading` : node.type} the policy does not use: ${allowed}, and ## for each part's title`,
      );
  }
  /** Where the field at a path of the sections is written: the nearest thing noted on its way. */
  const place = (path: readonly (string | number)[]) =>
    path
      .map((_, index) => places.get(path.slice(0, path.length - index).join('.')))
      .find(Boolean) ?? { line: 1, column: 1 };
  return { sections, place, problems };
}
