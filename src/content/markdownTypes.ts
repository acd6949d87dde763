/** The elements Markdown in the content files may become (src/content/markdown.ts). */
export type MarkdownTag = 'p' | 'h2' | 'h3' | 'ul' | 'ol' | 'li' | 'blockquote' | 'hr' | 'strong' | 'em' | 'a' | 'code' | 'br';

/** Rendered Markdown: text, or an element with its link target and children. */
export type MarkdownNode = string | { tag: MarkdownTag; href?: string; children?: MarkdownNode[] };
