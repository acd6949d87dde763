// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOwnReceiver, parseEndpoint } from '../../src/forms/endpoints';

describe('parseEndpoint', () => {
  const own = '/api/contact';

  it("delivers to the site's own receiver when nothing is configured", () => {
    expect(parseEndpoint(undefined, own)).toBe(own);
    expect(parseEndpoint('  ', own)).toBe(own);
    expect(isOwnReceiver(parseEndpoint(undefined, own))).toBe(true);
  });

  it('accepts http(s) URLs of another service', () => {
    expect(parseEndpoint('https://forms.example.com/f/abc', own)).toBe(
      'https://forms.example.com/f/abc',
    );
    expect(parseEndpoint(' http://127.0.0.1:8080/contact ', own)).toBe(
      'http://127.0.0.1:8080/contact',
    );
    expect(isOwnReceiver('https://forms.example.com/f/abc')).toBe(false);
  });

  it('falls back to the mail program for "mailto" and anything that is not an http(s) URL', () => {
    expect(parseEndpoint('mailto', own)).toBeUndefined();
    expect(parseEndpoint('javascript:alert(1)', own)).toBeUndefined();
    expect(parseEndpoint('not a url', own)).toBeUndefined();
  });
});
