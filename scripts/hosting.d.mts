// Types for scripts/hosting.mjs, so the TypeScript tests and e2e specs can use it.
export declare const mapOrigin: string;
export declare const adminPath: string;
export declare const githubApiOrigin: string;
export declare const githubAvatarsOrigin: string;
export declare const hashedAssetsPrefix: string;
export declare const immutableCaching: string;
export declare const revalidateCaching: string;
export type InlineStyleHashes = { elements: string[]; attributes: string[] };
export declare function inlineStyleHashes(htmlPages: string[]): InlineStyleHashes;
export declare function inlineScriptHashes(htmlPages: string[]): string[];
export declare function contentSecurityPolicy(options: { formOrigins?: string[]; scriptHashes?: string[]; styleHashes?: InlineStyleHashes; delivery: 'header' | 'meta' }): string;
export declare function adminContentSecurityPolicy(options: { delivery: 'header' | 'meta' }): string;
export declare function securityHeaders(csp: string): Record<string, string>;
export declare function adminHeaders(csp: string): Record<string, string>;
export declare const atomContentType: string;
export declare function headersFile(options: { csp: string; adminCsp: string; unhashedPaths: string[]; feeds?: string[] }): string;
export declare function nginxServerBlock(options: { csp: string; adminCsp: string; root: string; listen?: string; serverName?: string; feeds?: string[] }): string;
