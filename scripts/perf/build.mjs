// Benchmarks measure a fresh build unless asked to reuse dist/ with --no-build.
import { spawnSync } from 'node:child_process';
import { paths } from '../paths.mjs';

/** Builds and prerenders the site, unless `args` holds --no-build; exits on a failed build. */
export function buildUnlessReused(args = process.argv) {
  if (args.includes('--no-build')) return;
  const build = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit', cwd: paths.root });
  if (build.status !== 0) process.exit(1);
}
