import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftMaxChars, readDraft, writeDraft } from '../../src/forms/drafts';

const key = 'test:draft';
const fields = ['name', 'message'] as const;

describe('drafts', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips the known fields', () => {
    writeDraft(sessionStorage, key, { name: 'Jane', message: 'Hello <script>' });
    expect(readDraft(sessionStorage, key, fields)).toEqual({
      name: 'Jane',
      message: 'Hello <script>',
    });
    clearDraft(sessionStorage, key);
    expect(readDraft(sessionStorage, key, fields)).toBeNull();
  });

  it('removes the draft when everything is empty again', () => {
    writeDraft(sessionStorage, key, { name: 'Jane', message: '' });
    writeDraft(sessionStorage, key, { name: '', message: '' });
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it.each([
    ['not JSON', '{name: Jane'],
    ['an array', '["Jane"]'],
    ['null', 'null'],
    ['a string', '"Jane"'],
    ['only wrong types', '{"name": 42, "message": {"x": 1}}'],
  ])('ignores stored data that is %s', (_what, raw) => {
    sessionStorage.setItem(key, raw);
    expect(readDraft(sessionStorage, key, fields)).toBeNull();
  });

  it('keeps the usable fields of a partly wrong draft and drops unknown keys', () => {
    sessionStorage.setItem(key, JSON.stringify({ name: 'Jane', message: 7, __proto__x: 'y' }));
    expect(readDraft(sessionStorage, key, fields)).toEqual({ name: 'Jane' });
  });

  it('ignores an oversized stored draft and never stores one', () => {
    sessionStorage.setItem(key, JSON.stringify({ name: 'x'.repeat(draftMaxChars) }));
    expect(readDraft(sessionStorage, key, fields)).toBeNull();
    writeDraft(sessionStorage, key, { name: 'Jane', message: 'x'.repeat(draftMaxChars) });
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('survives storage that throws or is missing', () => {
    const fail = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    const broken = {
      getItem: vi.fn(fail),
      setItem: vi.fn(fail),
      removeItem: vi.fn(fail),
    } as unknown as Storage;
    expect(readDraft(broken, key, fields)).toBeNull();
    expect(() => writeDraft(broken, key, { name: 'Jane', message: '' })).not.toThrow();
    expect(() => clearDraft(broken, key)).not.toThrow();
    expect(readDraft(undefined, key, fields)).toBeNull();
  });
});
