// The prerendered pages in dist, as the URLs they are served at.
import { readdir } from 'node:fs/promises';
import { sep } from 'node:path';

/** dist/about/index.html → "/about/", dist/404.html → "/404.html". */
const pagePathOf = (file) => `/${file.split(sep).join('/')}`.replace(/index\.html$/, '');

/** [{ file, path }] for every HTML file in `dist`, sorted by path. */
export async function prerenderedPages(dist) {
  return (await readdir(dist, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, path: pagePathOf(file) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
