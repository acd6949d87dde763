// Types for scripts/runtime.mjs, so the TypeScript e2e specs can start a local runtime.
export declare function queryDb(
  sql: string,
  options?: { remote?: boolean; persistTo?: string; writes?: boolean },
): Record<string, unknown>[];
export declare function executeSqlFile(file: string, options?: { persistTo?: string }): void;
export declare function copyMigratedDb(from: string, to: string): void;
export type RuntimeOptions = {
  port: number;
  persistTo?: string;
  assets?: string;
  vars?: Record<string, string>;
  stdio?: 'inherit' | 'ignore';
};
export declare function startRuntime(
  options: RuntimeOptions,
): Promise<{ origin: string; scheduled: () => Promise<void>; stop: () => Promise<void> }>;
