import type { List, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { check, parseYaml, type CompileOptions, type Compiled, type Locate } from './compile.ts';
import type { ContentProblem } from './problems.ts';

type Path = readonly (string | number)[];
type Position = { line: number; column: number };

/** A link inside running text, and running text: plain, or plain parts and links. */
type InlineLink = { text: string; href: string };
type RichText = string | (string | InlineLink)[];
type Block = { paragraph: RichText } | { list: RichText[] };
type Section = { id: string; title: string; blocks: Block[] };

const allowed = 'write paragraphs, lists with - and links as [text](address)';

/**
 * Reads a Markdown content file: YAML front matter between `---` lines, then the text in
 * parts, each under a `## Title {#anchor}` heading, made of paragraphs and `-` lists with
 * links. The text becomes the file's `sections` (nothing is rendered as HTML, so nothing
 * in it can reach a page as markup), and the whole is checked like a YAML file.
 */
export function compileMarkdown(source: string, options: CompileOptions): Compiled {
  const read = readMarkdown(source, options.file);
  return read.ok ? check(read.data, read.locate, read.problems, options) : read;
}

/**
 * A Markdown content file's data as the build reads it, before its schema: the settings and
 * the `sections` of its text, where each is written, and what in the text the file may not use.
 */
export function readMarkdown(source: string, file: string): { ok: true; data: unknown; locate: Locate; problems: ContentProblem[] } | { ok: false; problems: ContentProblem[] } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) return { ok: false, problems: [{ file, line: 1, column: 1, path: '', message: 'should start with its settings between two lines of ---' }] };
  // The settings keep their line numbers in the file: the opening --- is line 1.
  const frontMatter = parseYaml(`\n${match[1]}`, file);
  if (!frontMatter.ok) return frontMatter;
  const bodyLine = match[0].split('\n').length - 1;

  const problems: ContentProblem[] = [];
  const positions = new Map<string, Position>();
  const at = (node: { position?: { start: { line: number; column: number } } }): Position => ({
    line: (node.position?.start.line ?? 1) + bodyLine,
    column: node.position?.start.column ?? 1,
  });
  const note = (path: Path, node: Parameters<typeof at>[0]) => positions.set(path.join('.'), at(node));
  const refuse = (node: Parameters<typeof at>[0], path: Path, message: string) =>
    problems.push({ file, ...at(node), path: path.join('.').replace(/\.(\d+)/g, '[$1]'), message });

  const richText = (nodes: readonly PhrasingContent[], path: Path): RichText => {
    const parts: (string | InlineLink)[] = [];
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.value);
      else if (node.type === 'link' && node.children.every((child) => child.type === 'text')) {
        note([...path, parts.length], node);
        parts.push({ text: node.children.map((child) => child.value).join(''), href: node.url });
      } else refuse(node, path, `has ${node.type === 'link' ? 'a link with formatting' : `formatting (${node.type})`} the policy does not use: ${allowed}`);
    }
    // Plain runs next to each other are one string.
    const merged = parts.reduce<(string | InlineLink)[]>((all, part) => {
      const last = all.at(-1);
      if (typeof part === 'string' && typeof last === 'string') all[all.length - 1] = last + part;
      else all.push(part);
      return all;
    }, []);
    return merged.length === 1 && typeof merged[0] === 'string' ? merged[0] : merged;
  };

  const listItems = (list: List, path: Path): RichText[] =>
    list.children.map((item, index) => {
      note([...path, index], item);
      const [only, ...more] = item.children;
      if (only?.type !== 'paragraph' || more.length > 0) refuse(item, [...path, index], `should be one paragraph: ${allowed}`);
      return only?.type === 'paragraph' ? richText(only.children, [...path, index]) : '';
    });

  const sections: Section[] = [];
  for (const node of fromMarkdown(source.slice(match[0].length)).children as RootContent[]) {
    const index = sections.length - 1;
    const section = sections[index];
    if (node.type === 'heading' && node.depth === 2) {
      const path = ['sections', index + 1];
      note(path, node);
      const heading = richText(node.children, [...path, 'title']);
      const title = typeof heading === 'string' ? heading : '';
      const anchor = /\s*\{#([\w-]+)\}$/.exec(title);
      if (!anchor) refuse(node, path, 'needs its anchor at the end, like ## Data Security {#data-security}: other pages and e-mails link to it');
      // Without its anchor, the part is still read (under one made from its title) to find any other problem in it.
      sections.push({ id: anchor?.[1] ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: anchor ? title.slice(0, anchor.index) : title, blocks: [] });
    } else if (!section) refuse(node, ['sections'], 'starts before the first heading: every part of the text starts with ## and its title');
    else if (node.type === 'paragraph' || (node.type === 'list' && !node.ordered)) {
      const path = ['sections', index, 'blocks', section.blocks.length];
      note(path, node);
      section.blocks.push(node.type === 'paragraph' ? { paragraph: richText((node as Paragraph).children, [...path, 'paragraph']) } : { list: listItems(node, [...path, 'list']) });
    } else refuse(node, ['sections', index], `has a ${node.type === 'heading' ? `level ${node.depth} heading` : node.type} the policy does not use: ${allowed}, and ## for each part's title`);
  }

  const locate: Locate = (path, target) => {
    if (path[0] !== 'sections') return frontMatter.locate(path, target);
    for (let length = path.length; length > 0; length--) {
      const found = positions.get(path.slice(0, length).join('.'));
      if (found) return found;
    }
    return { line: bodyLine + 1, column: 1 };
  };
  const settings = frontMatter.data !== null && typeof frontMatter.data === 'object' ? frontMatter.data : {};
  return { ok: true, data: { ...settings, sections }, locate, problems };
}
