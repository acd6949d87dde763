// Build time only: Markdown from the content files becomes a small typed tree that the
// components render with React, so the prerendered HTML and the hydrated page are the
// same markup and no HTML string ever reaches the page. unified never reaches a visitor.
import type { Element, ElementContent, Root } from 'hast';
import type { Nodes as MdNodes, Root as MdRoot } from 'mdast';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { MarkdownNode, MarkdownTag } from './markdownTypes';

const blockTags = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'hr'] as const;
const inlineTags = ['strong', 'em', 'a', 'code', 'br'] as const;
const allowedTags: readonly MarkdownTag[] = [...blockTags, ...inlineTags];

/**
 * What survives: text, the tags above and a link's href (web, mail and phone links, or a
 * path on this site). No raw HTML, attributes, classes, ids, styles or images.
 */
const schema: SanitizeSchema = {
  tagNames: [...allowedTags],
  attributes: { a: ['href'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  strip: ['script', 'style'],
  clobberPrefix: '',
};

/** A problem in the Markdown, with the line it is on (1-based). */
export type MarkdownProblem = { line: number; message: string };

/** Headings start at ## (the page's own title is the h1) and stop at ###; images are covers, not inline. */
function checkStructure(tree: MdRoot): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  const visit = (node: MdNodes) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'heading' && (node.depth < 2 || node.depth > 3)) {
      problems.push({ line, message: `a heading of level ${node.depth} ("${'#'.repeat(node.depth)}"): use ## for sections and ### below them` });
    } else if (node.type === 'image' || node.type === 'imageReference') {
      problems.push({ line, message: 'an image inside the text: the cover image is set in the front matter' });
    } else if (node.type === 'html') {
      problems.push({ line, message: 'raw HTML, which is removed: write Markdown instead' });
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return problems;
}

const isTag = (tag: string): tag is MarkdownTag => (allowedTags as readonly string[]).includes(tag);
/** Line breaks between the blocks of these are the serialiser's, not content. */
const holdsBlocks = (tag: string) => ['root', 'ul', 'ol', 'blockquote'].includes(tag);

function toNodes(children: readonly ElementContent[], parentTag: string): MarkdownNode[] {
  return children.flatMap((child): MarkdownNode[] => {
    if (child.type === 'text') return holdsBlocks(parentTag) && !child.value.trim() ? [] : [child.value];
    if (child.type !== 'element' || !isTag(child.tagName)) return [];
    return [elementNode(child, child.tagName)];
  });
}

function elementNode(element: Element, tag: MarkdownTag): MarkdownNode {
  const children = toNodes(element.children, tag);
  const href = element.properties.href;
  return {
    tag,
    ...(tag === 'a' && typeof href === 'string' ? { href } : {}),
    ...(children.length ? { children } : {}),
  };
}

const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize, schema);

/** The Markdown's typed tree and what is wrong with it (empty when nothing is). */
export function renderMarkdown(markdown: string): { nodes: MarkdownNode[]; problems: MarkdownProblem[] } {
  const mdast = processor.parse(markdown);
  const hast = processor.runSync(mdast) as Root;
  return { nodes: toNodes(hast.children as ElementContent[], 'root'), problems: checkStructure(mdast) };
}
