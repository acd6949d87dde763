import { use, type ComponentType } from 'react';
import { lazyChunkTimeoutMs } from '../constants';
import { clearReloadMark, reloadOnce } from './chunkRecovery';
import { NavigationLoadError } from './PageLoadError';
import type { PageName } from './routes';
import { withTimeout } from './withTimeout';

type PageModule = Record<string, ComponentType>;

// One chunk per page, so a route loads only its own sections.
const modules = import.meta.glob<PageModule>('../pages/*Page.tsx');

const loaded = new Map<PageName, ComponentType>();
const pending = new Map<PageName, Promise<ComponentType>>();
const navigations = new Map<PageName, Promise<ComponentType>>();

/**
 * Loads a page's chunk once; later calls share the same promise. A chunk that fails
 * or does not arrive within the time-out rejects, and the next call tries again.
 */
export function loadPage(name: PageName, timeoutMs = lazyChunkTimeoutMs): Promise<ComponentType> {
  const existing = pending.get(name);
  if (existing) return existing;
  const importer = modules[`../pages/${name}.tsx`];
  if (!importer) return Promise.reject(new Error(`No page module named ${name}`));
  const promise = withTimeout(importer(), timeoutMs).then(
    (module) => {
      const Page = module[name];
      if (!Page) throw new Error(`src/pages/${name}.tsx does not export ${name}`);
      loaded.set(name, Page);
      return Page;
    },
    (error: unknown) => {
      pending.delete(name);
      throw error;
    },
  );
  pending.set(name, promise);
  return promise;
}

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
  return loaded.get(name) ?? use(loadForNavigation(name));
}
