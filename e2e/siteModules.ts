import { runnerImport } from 'vite';
import { content } from '../src/content/build/plugin';
import { siteLocale } from '../src/content/locale';

/**
 * A module of the site as the build makes it, its content read through the content plugin:
 * the specs compare pages with the route table and the company's details this way, since
 * Node alone cannot import a virtual:content/… module.
 */
export const siteModule = async <Module>(path: string): Promise<Module> =>
  (
    await runnerImport<Module>(path, {
      configFile: false,
      logLevel: 'warn',
      plugins: [content(siteLocale)],
    })
  ).module;
