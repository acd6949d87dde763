import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { clearReloadMark, reloadOnce } from './chunkRecovery';
import { PageLoadError } from './PageLoadError';
import { loadedPage, loadPage } from './loadPage';
import type { PageName } from '../routes';

/** The pages client navigations load, each kept until its failure has been shown. */
const navigations = new Map<PageName, ComponentType>();

/**
 * The page component: its own when its chunk came with the page (so hydrating a prerendered page
 * never suspends), otherwise a lazy one, kept so that a later render does not remount the page.
 */
export function pageComponent(name: PageName): ComponentType {
  const Page = navigations.get(name) ?? loadedPage(name);
  if (Page) return Page;
  // Shown in place of the page once, then forgotten: a later render or navigation tries again.
  function FailedPage() {
    useEffect(() => {
      if (navigations.get(name) === Navigation) navigations.delete(name);
    }, []);
    return createElement(PageLoadError, { message: 'navigation' });
  }
  const Navigation = lazy(() =>
    loadPage(name).then(
      (Loaded) => {
        clearReloadMark();
        return { default: Loaded };
      },
      (error: unknown) => {
        console.error(`The ${name} chunk could not be loaded`, error);
        return reloadOnce() ? new Promise<never>(() => {}) : { default: FailedPage };
      },
    ),
  );
  navigations.set(name, Navigation);
  return Navigation;
}
