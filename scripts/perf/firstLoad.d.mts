export type LoadedFile = {
  kind: 'document' | 'js' | 'css' | 'font' | 'image';
  path: string;
  raw: number;
  transfer: number;
  /** Scripts only: fetched by the page's script once the page has loaded. */
  afterLoad?: boolean;
};

/** What the prerendered page at `pagePath` loads first, read from `dist`. */
export function firstLoad(
  dist: string,
  htmlFile: string,
  pagePath: string,
  scriptsAfterLoad?: string[],
): Promise<{ files: LoadedFile[]; missing: string[]; uncovered: string[] }>;
