import { use, type ComponentType } from 'react';
import type { PageName } from './routes';

type PageModule = Record<string, ComponentType>;

// One chunk per page, so a route loads only its own sections.
const modules = import.meta.glob<PageModule>('../pages/*Page.tsx');

const loaded = new Map<PageName, ComponentType>();
const pending = new Map<PageName, Promise<ComponentType>>();

/** Loads a page's chunk once; later calls share the same promise. */
export function loadPage(name: PageName): Promise<ComponentType> {
  const existing = pending.get(name);
  if (existing) return existing;
  const importer = modules[`../pages/${name}.tsx`];
  if (!importer) return Promise.reject(new Error(`No page module named ${name}`));
  const promise = importer().then((module) => {
    const Page = module[name];
    if (!Page) throw new Error(`src/pages/${name}.tsx does not export ${name}`);
    loaded.set(name, Page);
    return Page;
  });
  pending.set(name, promise);
  return promise;
}

/**
 * The page component: synchronous once loaded (so hydration of a prerendered page
 * never suspends), otherwise it suspends until the chunk arrives.
 */
export function usePage(name: PageName): ComponentType {
  return loaded.get(name) ?? use(loadPage(name));
}
