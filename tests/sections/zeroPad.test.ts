// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { zeroPad } from '../../src/sections/services/zeroPad';

describe('zeroPad', () => {
  it('writes single digits with a leading zero', () => {
    expect(zeroPad(1)).toBe('01');
    expect(zeroPad(9)).toBe('09');
  });

  it('leaves numbers that already fill the width alone', () => {
    expect(zeroPad(10)).toBe('10');
    expect(zeroPad(123)).toBe('123');
  });

  it('pads to any width', () => {
    expect(zeroPad(7, 3)).toBe('007');
  });
});
