// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EncodedPicture } from '../../scripts/images/encodePicture';
import { cachedEncoder } from '../../scripts/images/pictureCache';

const encoded = (source: Buffer): EncodedPicture => ({
  width: 640,
  height: 480,
  variants: [{ format: 'avif', width: 480, data: Buffer.concat([Buffer.from('avif:'), source]) }],
});

describe('cachedEncoder', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('encodes a source once, then gives the same picture from disk to every later build', async () => {
    folder = await mkdtemp(join(tmpdir(), 'pictures-'));
    const encode = vi.fn(async (source: Buffer) => encoded(source));
    const first = await cachedEncoder(encode, { folder, encoderVersion: '1' })(Buffer.from('hero'));
    // A later build: a new encoder over the same folder.
    const again = await cachedEncoder(encode, { folder, encoderVersion: '1' })(Buffer.from('hero'));
    expect(encode).toHaveBeenCalledTimes(1);
    expect(again).toEqual(first);
    expect(again.variants[0]?.data.toString()).toBe('avif:hero');
    expect(await readdir(folder)).toHaveLength(1);
  });

  it('encodes afresh when the source or the encoder changed', async () => {
    folder = await mkdtemp(join(tmpdir(), 'pictures-'));
    const encode = vi.fn(async (source: Buffer) => encoded(source));
    await cachedEncoder(encode, { folder, encoderVersion: '1' })(Buffer.from('hero'));
    await cachedEncoder(encode, { folder, encoderVersion: '1' })(Buffer.from('hero, redrawn'));
    await cachedEncoder(encode, { folder, encoderVersion: '2' })(Buffer.from('hero'));
    expect(encode).toHaveBeenCalledTimes(3);
  });
});
