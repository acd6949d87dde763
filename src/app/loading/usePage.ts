import { use, type ComponentType } from 'react';
import { clearReloadMark, reloadOnce } from './chunkRecovery';
import { NavigationLoadError } from './PageLoadError';
import { loadedPage, loadPage } from './loadPage';
import type { PageName } from '../routes';

const navigations = new Map<PageName, Promise<ComponentType>>();

/** The page for a client navigation: on failure the page reloads once, then says it could not load. */
function loadForNavigation(name: PageName): Promise<ComponentType> {
  let promise = navigations.get(name);
  if (!promise) {
    promise = loadPage(name).then(
      (Page) => {
        clearReloadMark();
        return Page;
      },
      (error: unknown) => {
        console.error(`The ${name} chunk could not be loaded`, error);
        return reloadOnce() ? new Promise<never>(() => {}) : NavigationLoadError;
      },
    );
    navigations.set(name, promise);
  }
  return promise;
}

/**
 * The page component: synchronous once loaded (so hydration of a prerendered page
 * never suspends), otherwise it suspends until the chunk arrives.
 */
export function usePage(name: PageName): ComponentType {
  return loadedPage(name) ?? use(loadForNavigation(name));
}
