// Types for scripts/runtime.mjs, so the TypeScript e2e specs can start a local runtime.
export declare const offlineEnv: Record<string, string>;
export declare function wrangler(args: string[], options?: { quiet?: boolean }): string;
export declare function migrateLocal(persistTo?: string): void;
export declare function queryDb(sql: string, options?: { remote?: boolean; persistTo?: string }): Record<string, unknown>[];
export type RuntimeOptions = {
  port: number;
  host?: string;
  persistTo?: string;
  assets?: string;
  vars?: Record<string, string>;
  testScheduled?: boolean;
  stdio?: 'inherit' | 'ignore';
};
export declare function startRuntime(options: RuntimeOptions): Promise<{ origin: string; stop: () => Promise<void> }>;
