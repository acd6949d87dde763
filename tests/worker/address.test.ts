// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalisedAddress } from '../../worker/address.mjs';

describe('an address as it is stored and matched', () => {
  it('is one form for every way of typing it: case, composed or decomposed accents, spaces', () => {
    const forms = [
      'Ünal@Exämple.com',
      'ünal@exämple.com',
      ' ÜNAL@EXÄMPLE.COM ',
      'U\u0308nal@Exa\u0308mple.com',
      'ünal@xn--exmple-cua.com',
    ];
    expect(new Set(forms.map(normalisedAddress))).toEqual(new Set(['ünal@xn--exmple-cua.com']));
  });

  it('writes the domain in ASCII and keeps ß apart from ss, as two domains are', () => {
    expect(normalisedAddress('Jane@Straße.de')).toBe('jane@xn--strae-oqa.de');
    expect(normalisedAddress('Jane@Strasse.de')).toBe('jane@strasse.de');
    expect(normalisedAddress('Jane.Doe+Sales@ACME.example')).toBe('jane.doe+sales@acme.example');
  });

  it('puts in lower case what is no host, rather than reading another host out of it', () => {
    expect(normalisedAddress('Jane@Evil.example:80')).toBe('jane@evil.example:80');
    expect(normalisedAddress('Jane@a/B')).toBe('jane@a/b');
    expect(normalisedAddress('no-at-SIGN')).toBe('no-at-sign');
  });
});
