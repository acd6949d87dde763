import type { Page } from '@playwright/test';

/**
 * A checkout of the site inside the browser's private file system (OPFS), standing in for
 * the folder an editor picks under "Work with Local Repository": the CMS reads and writes
 * it through the same File System Access API, so nothing leaves the browser.
 */
const folder = 'checkout';

/** Makes the folder picker hand the CMS the in-browser checkout. Call before `goto`. */
export async function stubFolderPicker(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true }),
    });
  }, folder);
}

/** Writes the files (path → text) into the checkout; the page must be open on the site's origin. */
export async function writeCheckout(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ name, files }) => {
      const checkout = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle(name, { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = checkout;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (
          await dir.getFileHandle(parts.at(-1)!, { create: true })
        ).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { name: folder, files },
  );
}

/** Every file under `prefix` in the checkout, path → text. */
export async function readCheckout(page: Page, prefix: string): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ name, prefix }) => {
      const files: Record<string, string> = {};
      const walk = async (dir: FileSystemDirectoryHandle, path: string): Promise<void> => {
        for await (const [entry, handle] of (
          dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
        ).entries()) {
          const full = path ? `${path}/${entry}` : entry;
          if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, full);
          else if (full.startsWith(prefix))
            files[full] = await (await (handle as FileSystemFileHandle).getFile()).text();
        }
      };
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), '');
      return files;
    },
    { name: folder, prefix },
  );
}
