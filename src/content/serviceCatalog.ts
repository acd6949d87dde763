import { loadContent } from './load/contentFiles';

const { page, catalog } = loadContent('services.yaml');

/** The Services page's introduction; `quoteContext` is filled with the service's title. */
export const servicesIntro = page;

/** The Services page's grid, in display order (content/en/services.yaml). */
export const serviceCatalog = catalog;

export type CatalogService = (typeof catalog)[number];
