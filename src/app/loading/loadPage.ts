import type { ComponentType } from 'react';
import type { PageName } from '../routes';
import { lazyChunk, type LazyChunk } from './lazyChunk';

// One chunk per page, so a route loads only its own sections. This module imports no
// React at run time: the page's boot script uses it to fetch the page beside the framework.
const chunks: Record<string, LazyChunk<ComponentType>> = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, ComponentType>>('../../pages/*Page.tsx')).map(([file, importer]) => {
    const name = file.replace(/^.*\/|\.tsx$/g, '');
    const page = async () => (await importer())[name] ?? Promise.reject(new Error(`src/pages/${name}.tsx does not export ${name}`));
    return [name, lazyChunk(page)];
  }),
);

const chunkOf = (name: PageName) => chunks[name] ?? lazyChunk(() => Promise.reject(new Error(`No page module named ${name}`)));

/** Loads a page's chunk once; later calls share it. After a failure the next call tries again. */
export const loadPage = (name: PageName): Promise<ComponentType> => chunkOf(name).load();

/** The page's component if its chunk has arrived. */
export const loadedPage = (name: PageName): ComponentType | undefined => chunkOf(name).loaded();
