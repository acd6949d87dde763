import { localePath } from '../../content/locale';
import type { RichText } from '../../content/types';

/** Running text from the content files, with its links (a page of the site's in this build's language). */
export function RichTextContent({ value, linkClassName }: { value: RichText; linkClassName?: string }) {
  if (typeof value === 'string') return value;
  return value.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      // Parts never reorder, so their position is a stable key.
      <a key={index} href={part.href.startsWith('/') ? localePath(part.href) : part.href} className={linkClassName}>
        {part.text}
      </a>
    ),
  );
}
