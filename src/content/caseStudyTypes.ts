import type { MarkdownNode } from './markdownTypes';
import type { CaseStudyFrontMatter } from './schema/caseStudies';

/** A case study as the pages get it: its front matter, its address and its encoded cover. */
export type CaseStudy = Omit<CaseStudyFrontMatter, 'cover'> & {
  slug: string;
  /** /case-studies/<slug> */
  path: string;
  cover: { image: PictureAsset; alt: string };
};

/** What the route table needs of each study (it is in every page's first script, so kept small). */
export type CaseStudyRoute = Pick<CaseStudy, 'slug' | 'path' | 'title' | 'description' | 'date'>;

/** Each study's story, rendered from its Markdown, by slug: each loads on its own. */
export type CaseStudyBodies = Readonly<Record<string, () => Promise<readonly MarkdownNode[]>>>;
