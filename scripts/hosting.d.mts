// Types for scripts/hosting.mjs, so the TypeScript tests and e2e specs can use it.
export type InlineStyleHashes = { elements: string[]; attributes: string[] };
export declare function inlineStyleHashes(htmlPages: string[]): InlineStyleHashes;
export declare function inlineScriptHashes(htmlPages: string[]): string[];
export declare function contentSecurityPolicy(options: {
  formOrigins?: string[];
  /** Cloudflare Turnstile's, where the operator switched it on: its script and its frame. */
  challengeOrigins?: readonly string[];
  scriptHashes?: string[];
  styleHashes?: InlineStyleHashes;
  delivery: 'header' | 'meta';
}): string;
export declare function cmsContentSecurityPolicy(options: { delivery: 'header' | 'meta' }): string;
export declare function inboxContentSecurityPolicy(options: {
  delivery: 'header' | 'meta';
}): string;
export declare const assetContentSecurityPolicy: string;
export declare function leadImages(html: string): string[];
export declare function headersFile(options: {
  csp: string;
  cmsCsp: string;
  inboxCsp: string;
  unhashedPaths: string[];
  feeds?: string[];
  leadImages?: Record<string, string[]>;
}): string;
export declare function nginxServerBlock(options: {
  csp: string;
  cmsCsp: string;
  inboxCsp: string;
  root: string;
  serverName?: string;
  feeds?: string[];
  languagePrefixes?: string[];
}): string;
