import type { ComponentType } from 'react';
import type { PageName } from '../routes';
import { lazyChunkTimeoutMs, withTimeout } from '../../components/deferred/withTimeout';

type PageModule = Record<string, ComponentType>;

// One chunk per page, so a route loads only its own sections. This module imports no
// React at run time: the page's boot script uses it to fetch the page beside the framework.
const modules = import.meta.glob<PageModule>('../../pages/*Page.tsx');

const loaded = new Map<PageName, ComponentType>();
const pending = new Map<PageName, Promise<ComponentType>>();

/**
 * Loads a page's chunk once; later calls share the same promise. A chunk that fails
 * or does not arrive within the time-out rejects, and the next call tries again.
 */
export function loadPage(name: PageName, timeoutMs = lazyChunkTimeoutMs): Promise<ComponentType> {
  const existing = pending.get(name);
  if (existing) return existing;
  const importer = modules[`../../pages/${name}.tsx`];
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

/** The page's component if its chunk has arrived. */
export const loadedPage = (name: PageName): ComponentType | undefined => loaded.get(name);
