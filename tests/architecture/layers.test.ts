// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports run one way: entries → app → pages → sections → components → hooks, with
 * content, forms and styles as homes of their own that know nothing above them. Each
 * folder of src/ lists the folders it may import from (besides itself).
 */
const below = {
  app: ['pages', 'sections', 'components', 'hooks', 'content', 'forms', 'styles', 'assets'],
  pages: ['sections', 'components', 'hooks', 'content', 'forms', 'styles', 'assets'],
  sections: ['components', 'hooks', 'content', 'forms', 'styles', 'assets'],
  components: ['hooks', 'content', 'forms', 'styles', 'assets'],
  hooks: ['styles'],
  // The forms' own hooks build on the generic ones (useForm waits on useHydrated).
  forms: ['hooks', 'content', 'styles'],
  // Content is data: it names icons and images, never UI code.
  content: ['assets'],
  styles: ['assets'],
} as const satisfies Record<string, readonly string[]>;
type Layer = keyof typeof below;
/** The one home of every address: plain data that every layer reads. */
const shared = ['addresses.mjs'];

const root = resolve(__dirname, '../..');
const src = join(root, 'src');
/**
 * The entries at the top import whatever they assemble; the prerender's helpers serve only its
 * entry, and cms/ and inbox/ are the content manager's and the leads' inbox's own entries
 * (their build never reaches the site's pages).
 */
const entries = new Set(['main.tsx', 'entry-server.tsx', 'prerender', 'cms', 'inbox']);

const sourceFiles = (dir: string, pattern = /\.tsx?$/): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name), pattern)
      : pattern.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

const topFolder = (file: string): string => relative(src, file).split(/[\\/]/)[0] ?? '';

/** Every relative module a file names: static and dynamic imports, re-exports and import.meta.glob patterns. */
const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:\bfrom|\bimport|\bimport\.meta\.glob(?:<[^>]*>)?)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    ),
  ].map(([, specifier]) => resolve(dirname(file), specifier ?? ''));

const files = sourceFiles(src);

describe('import layers', () => {
  it('sees the whole tree', () => {
    // Every top folder has a rule, so a new one cannot slip past the check.
    const folders = new Set(files.map(topFolder));
    for (const folder of folders)
      expect(entries.has(folder) || folder in below || folder.endsWith('.d.ts'), folder).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no import from a lower layer to a higher one', () => {
    const upward = files.flatMap((file) => {
      const from = topFolder(file);
      if (entries.has(from) || !(from in below)) return [];
      const allowed: readonly string[] = [...below[from as Layer], ...shared];
      return (
        importsOf(file)
          // src/addresses.mjs, every address the site answers on, is every layer's to read.
          .filter(
            (target) =>
              topFolder(target) !== from &&
              topFolder(target) !== 'addresses.mjs' &&
              !allowed.includes(topFolder(target)),
          )
          .map((target) => `${relative(src, file)} → ${relative(src, target)}`)
      );
    });
    expect(upward).toEqual([]);
  });

  /**
   * The Worker and the build scripts stand beside src/: they read the addresses, the content
   * and the forms' rules (the scripts also the stylesheet helper), never UI or app code. The
   * scripts work from the built pages, so they need none of it either; `npm run leads` runs the
   * Worker's erasure statements, written once in worker/erase.mjs, and the address's normal form
   * they match by (worker/address.mjs); `npm run vitals` the Worker's percentile query
   * (worker/vitalsPercentile.mjs).
   */
  const outside = {
    worker: ['worker', 'src/addresses.mjs', 'src/content', 'src/forms'],
    scripts: [
      'scripts',
      'src/addresses.mjs',
      'src/content',
      'src/forms',
      'src/styles',
      'worker/erase.mjs',
      'worker/address.mjs',
      'worker/vitalsPercentile.mjs',
    ],
  };

  for (const [folder, allowed] of Object.entries(outside)) {
    it(`keeps ${folder}/ to ${allowed.join(', ')}`, () => {
      const folderFiles = sourceFiles(join(root, folder), /\.(?:ts|tsx|mjs|mts)$/);
      expect(folderFiles.length).toBeGreaterThan(5);
      const strays = folderFiles.flatMap((file) =>
        importsOf(file)
          .map((target) => relative(root, target).split(sep).join('/'))
          .filter(
            (target) => !allowed.some((home) => target === home || target.startsWith(`${home}/`)),
          )
          .map((target) => `${relative(root, file)} → ${target}`),
      );
      expect(strays).toEqual([]);
    });
  }
});
