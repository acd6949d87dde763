// Starts the local runtime (scripts/runtime.mjs: dist and its receiver under wrangler dev)
// on a loopback port for a benchmark, with a throwaway database, and stops it afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../runtime.mjs';

/** Serves dist on 127.0.0.1:`port`; resolves once it answers, with its origin and a stop(). */
export async function serveDist(port, { vars } = {}) {
  const persistTo = mkdtempSync(join(tmpdir(), 'vantix-bench-'));
  const runtime = await startRuntime({ port, persistTo, vars });
  return {
    origin: runtime.origin,
    persistTo,
    async stop() {
      await runtime.stop();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
