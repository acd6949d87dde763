export type LoadedFile = { kind: 'document' | 'js' | 'css' | 'font' | 'image'; path: string; raw: number; transfer: number };

/** What the prerendered page at `pagePath` loads first, read from `dist`. */
export function firstLoad(
  dist: string,
  htmlFile: string,
  pagePath: string,
): Promise<{ files: LoadedFile[]; missing: string[]; uncovered: string[] }>;
