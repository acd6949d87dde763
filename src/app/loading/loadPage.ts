import type { ComponentType } from 'react';
import type { PageName } from '../routes';
import { lazyChunk, type LazyChunk } from './lazyChunk';

type PageModule = Record<string, ComponentType>;

// One chunk per page, so a route loads only its own sections. This module imports no
// React at run time: the page's boot script uses it to fetch the page beside the framework.
const modules = import.meta.glob<PageModule>('../../pages/*Page.tsx');

const chunks = new Map<PageName, LazyChunk<ComponentType>>();

function pageChunk(name: PageName): LazyChunk<ComponentType> {
  let chunk = chunks.get(name);
  if (!chunk) {
    const importer = modules[`../../pages/${name}.tsx`];
    chunk = lazyChunk(async () => {
      if (!importer) throw new Error(`No page module named ${name}`);
      const Page = (await importer())[name];
      if (!Page) throw new Error(`src/pages/${name}.tsx does not export ${name}`);
      return Page;
    });
    chunks.set(name, chunk);
  }
  return chunk;
}

/** Loads a page's chunk once; later calls share it. After a failure the next call tries again. */
export const loadPage = (name: PageName): Promise<ComponentType> => pageChunk(name).load();

/** The page's component if its chunk has arrived. */
export const loadedPage = (name: PageName): ComponentType | undefined => pageChunk(name).loaded();
