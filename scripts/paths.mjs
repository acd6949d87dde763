import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const paths = {
  root,
  dist: `${root}dist`,
  ssr: `${root}dist-ssr`,
};
