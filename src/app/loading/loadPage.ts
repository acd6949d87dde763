import type { ComponentType } from 'react';
import type { PageName } from '../routes';
import { lazyChunkTimeoutMs, withinTime } from './chunkRecovery';

// One chunk per page, so a route loads only its own sections. This module imports no
// React at run time: the page's boot script uses it to fetch the page beside the framework.
const importers = import.meta.glob<Record<string, ComponentType>>('../../pages/*Page.tsx');
const loaded = new Map<PageName, ComponentType>();

/**
 * Fetches a page's chunk. One that fails, or has not arrived within `timeoutMs`, rejects and the
 * next call tries again: a dropped connection or a stale deploy is not remembered for the visit.
 */
export async function loadPage(
  name: PageName,
  timeoutMs = lazyChunkTimeoutMs,
): Promise<ComponentType> {
  const importer =
    importers[`../../pages/${name}.tsx`] ??
    (() => Promise.reject(new Error(`No page module named ${name}`)));
  const Page = (await withinTime(importer(), timeoutMs))[name];
  if (!Page) throw new Error(`src/pages/${name}.tsx does not export ${name}`);
  loaded.set(name, Page);
  return Page;
}

/** The page's component if its chunk has arrived. */
export const loadedPage = (name: PageName): ComponentType | undefined => loaded.get(name);
