import { useEffect } from 'react';
import { words } from './words';

/** Names the browser tab (and the history entry) after the view shown. */
export function useDocumentTitle(view: string | undefined) {
  useEffect(() => {
    if (view) document.title = words.pageTitle(view);
  }, [view]);
}
