// Encoding an image takes seconds, and every build encodes each one for the client and the
// server bundle of each language. The result depends only on the source and the encoder, so
// it is kept on disk under that key and later builds read it back.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EncodedPicture, Format } from './encodePicture.ts';

type StoredPicture = { width: number; height: number; variants: { format: Format; width: number; data: string }[] };

/**
 * `encode` wrapped so that a source already encoded with the same encoder (`encoderVersion`
 * names its code and settings) comes from `folder` instead.
 */
export function cachedEncoder(
  encode: (source: Buffer) => Promise<EncodedPicture>,
  { folder, encoderVersion }: { folder: string; encoderVersion: string },
): (source: Buffer) => Promise<EncodedPicture> {
  return async (source) => {
    const key = createHash('sha256').update(encoderVersion).update('\0').update(source).digest('hex');
    const file = join(folder, `${key}.json`);
    try {
      const stored = JSON.parse(await readFile(file, 'utf8')) as StoredPicture;
      return { ...stored, variants: stored.variants.map((variant) => ({ ...variant, data: Buffer.from(variant.data, 'base64') })) };
    } catch {
      // Not encoded yet, or a file cut short: encode afresh.
    }
    const picture = await encode(source);
    const stored: StoredPicture = { ...picture, variants: picture.variants.map((variant) => ({ ...variant, data: variant.data.toString('base64') })) };
    await mkdir(folder, { recursive: true });
    // Written aside and renamed, so a build running beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, JSON.stringify(stored));
    await rename(partial, file);
    return picture;
  };
}
