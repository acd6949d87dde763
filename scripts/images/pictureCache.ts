// Encoding an image takes seconds, and every build encodes each one for the client and the
// server bundle of each language. The result depends only on the source and the encoder, so
// it is kept on disk under that key and later builds read it back.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { EncodedPicture } from './encodePicture.ts';

/**
 * `encode` wrapped so that a source already encoded with the same encoder (`encoderVersion`
 * names its code and settings) comes from `folder` instead.
 */
export function cachedEncoder(
  encode: (source: Buffer) => Promise<EncodedPicture>,
  { folder, encoderVersion }: { folder: string; encoderVersion: string },
): (source: Buffer) => Promise<EncodedPicture> {
  return async (source) => {
    const key = createHash('sha256')
      .update(encoderVersion)
      .update('\0')
      .update(source)
      .digest('hex');
    // V8's own serialisation keeps each variant's bytes as a Buffer.
    const file = join(folder, `${key}.v8`);
    try {
      return deserialize(await readFile(file)) as EncodedPicture;
    } catch {
      // Not encoded yet, or a file cut short: encode afresh.
    }
    const picture = await encode(source);
    await mkdir(folder, { recursive: true });
    // Written aside and renamed, so a build running beside this one never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, serialize(picture));
    await rename(partial, file);
    return picture;
  };
}
