import { createElement, use, useEffect, type ComponentType } from 'react';
import { clearReloadMark, reloadOnce } from './chunkRecovery';
import { PageLoadError } from './PageLoadError';
import { loadedPage, loadPage } from './loadPage';
import type { PageName } from '../routes';

/**
 * The client navigations' loads, one per page. A render that suspended on one must see
 * the same promise when it is tried again, so an attempt stays here until its failure has
 * been shown; the next navigation to the page then fetches it afresh.
 */
const attempts = new Map<PageName, Promise<ComponentType>>();

function attempt(name: PageName): Promise<ComponentType> {
  let promise = attempts.get(name);
  if (!promise) {
    // Shown in place of the page once, then forgotten: a later render or navigation tries again.
    function FailedPage() {
      useEffect(() => {
        if (attempts.get(name) === promise) attempts.delete(name);
      }, []);
      return createElement(PageLoadError, { message: 'navigation' });
    }
    promise = loadPage(name).then(
      (Page) => {
        clearReloadMark();
        return Page;
      },
      (error: unknown) => {
        console.error(`The ${name} chunk could not be loaded`, error);
        return reloadOnce() ? new Promise<never>(() => {}) : FailedPage;
      },
    );
    attempts.set(name, promise);
  }
  return promise;
}

/**
 * The page component: synchronous when its chunk came with the page (so hydrating a
 * prerendered page never suspends), otherwise it suspends until the chunk arrives. A
 * page once loaded by a navigation keeps going through that navigation's promise, so
 * every render of it calls `use` alike.
 */
export function usePage(name: PageName): ComponentType {
  const Page = attempts.has(name) ? undefined : loadedPage(name);
  return Page ?? use(attempt(name));
}
