/** wouter announces its client-side navigations with these window events; popstate is the browser's own. */
export const navigationEvents = ['pushState', 'replaceState', 'popstate'] as const;
