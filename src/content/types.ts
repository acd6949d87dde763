import type { CaseStudyFrontMatter } from './schema/caseStudies';
import type { Content } from './schema/index';

/** The elements Markdown in the content files may become (src/content/build/markdown.ts). */
export type MarkdownTag =
  | 'p'
  | 'h2'
  | 'h3'
  | 'ul'
  | 'ol'
  | 'li'
  | 'blockquote'
  | 'hr'
  | 'strong'
  | 'em'
  | 'a'
  | 'code'
  | 'br';

/** Rendered Markdown: text, or an element with its link target and children. */
export type MarkdownNode = string | { tag: MarkdownTag; href?: string; children?: MarkdownNode[] };

/** A case study as the pages get it: its front matter, its address and its encoded cover. */
export type CaseStudy = Omit<CaseStudyFrontMatter, 'cover'> & {
  slug: string;
  path: string;
  cover: { image: PictureAsset; alt: string };
};

/** What the route table needs of each study (it is in every page's first script, so kept small). */
export type CaseStudyRoute = Pick<CaseStudy, 'slug' | 'path' | 'title' | 'description' | 'date'>;

/** Each study's story, rendered from its Markdown, by slug: each loads on its own. */
export type CaseStudyBodies = Readonly<Record<string, () => Promise<readonly MarkdownNode[]>>>;

/** The privacy policy's parts; running text is plain, or a sequence of plain parts and links. */
export type PolicyBlock = Content<'privacy-policy.md'>['sections'][number]['blocks'][number];
export type RichText = Extract<PolicyBlock, { paragraph: unknown }>['paragraph'];
