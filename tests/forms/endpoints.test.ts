// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEndpoint } from '../../src/forms/endpoints';

describe('parseEndpoint', () => {
  it('accepts http(s) URLs and treats anything else as not configured', () => {
    expect(parseEndpoint('https://forms.example.com/f/abc')).toBe('https://forms.example.com/f/abc');
    expect(parseEndpoint(' http://127.0.0.1:8080/contact ')).toBe('http://127.0.0.1:8080/contact');
    expect(parseEndpoint(undefined)).toBeUndefined();
    expect(parseEndpoint('  ')).toBeUndefined();
    expect(parseEndpoint('javascript:alert(1)')).toBeUndefined();
    expect(parseEndpoint('not a url')).toBeUndefined();
  });
});
