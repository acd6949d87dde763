import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { MarkdownNode } from '../../content/types';
import * as styles from './MarkdownContent.css';

function render(node: MarkdownNode, key: number): ReactNode {
  if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
  const children = node.children?.map(render);
  if (node.tag === 'a') {
    const href = node.href ?? '';
    // A page of this site navigates in the app; anything else is an ordinary link.
    return href.startsWith('/') ? (
      <Link key={key} href={href} className={styles.link}>
        {children}
      </Link>
    ) : (
      <a key={key} href={href} className={styles.link}>
        {children}
      </a>
    );
  }
  const Tag = node.tag;
  return (
    <Tag key={key} className={styles.elements[Tag]}>
      {children}
    </Tag>
  );
}

/**
 * Text written in Markdown in the content files, sanitised and turned into a typed tree at
 * build time (src/content/build/markdown.ts): the same elements on the server and in the browser.
 */
export function MarkdownContent({ nodes }: { nodes: readonly MarkdownNode[] }) {
  return <div className={styles.root}>{nodes.map(render)}</div>;
}
