// @vitest-environment node
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';

// `npm run dev` is where editors work on a local checkout (docs/EDITING.md): there too /admin/
// talks to no other host until someone signs in.
let server: ViteDevServer;
beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
  });
});
afterAll(() => server.close());

it('serves the content manager as the admin build makes it: no font CDN, no status page of GitHub before sign-in', async () => {
  const entry = await server.transformRequest('/src/cms/main.ts');
  // The address the page's import of the CMS is rewritten to, as the browser then asks for it.
  const cmsUrl = /from "([^"]*@sveltia[/_]cms[^"]*)"/.exec(entry?.code ?? '')?.[1];
  expect(cmsUrl).toBeDefined();
  const cms = await server.transformRequest(cmsUrl ?? '');
  expect(cms?.code.length).toBeGreaterThan(1_000_000);
  expect(cms?.code).not.toMatch(/cdn\.jsdelivr\.net|githubstatus\.com\/api/);
});
