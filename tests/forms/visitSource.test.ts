import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceMaxLength } from '../../src/forms/contract.mjs';
import {
  keepVisitSource,
  readVisitSource,
  recordVisitSource,
  visitSourceKey,
} from '../../src/forms/visitSource';

const site = 'vantix.example';
const arrival = (address: string, referrer = '') => {
  const { hostname, pathname, search } = new URL(address, `https://${site}`);
  return { address: { hostname, pathname, search }, referrer };
};

describe("the visit's source", () => {
  beforeEach(() => sessionStorage.clear());

  it("is recorded on the visit's first page: its path and query, the referring site and the campaign tags", () => {
    recordVisitSource(
      arrival(
        '/services?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
        'https://news.example.org/issue/12?id=3',
      ),
    );
    expect(readVisitSource()).toEqual({
      landing: '/services?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
      referrer: 'news.example.org',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
    });
  });

  it('names no referring site when the visit came from this site or from nowhere', () => {
    recordVisitSource(arrival('/contact', `https://${site}/about`));
    expect(readVisitSource()).toMatchObject({ landing: '/contact', referrer: '' });
    sessionStorage.clear();
    recordVisitSource(arrival('/'));
    expect(readVisitSource()).toEqual({
      landing: '/',
      referrer: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
    });
  });

  it('is not overwritten by a later page of the visit, even one with a referrer and tags', () => {
    recordVisitSource(arrival('/'));
    recordVisitSource(arrival('/contact?utm_source=ads', 'https://search.example/'));
    expect(readVisitSource()).toMatchObject({ landing: '/', referrer: '', utm_source: '' });
  });

  it('reads the tags as decoded text, trimmed, and leaves out any it does not know', () => {
    recordVisitSource(
      arrival('/?utm_campaign=spring%20sale&utm_source=+Partner+Site+&utm_term=it&gclid=abc'),
    );
    expect(readVisitSource()).toMatchObject({
      utm_source: 'Partner Site',
      utm_medium: '',
      utm_campaign: 'spring sale',
    });
    expect(Object.keys(readVisitSource() ?? {})).toEqual([
      'landing',
      'referrer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
  });

  it('keeps every field within its length, also when what is kept was altered', () => {
    const long = 'x'.repeat(1_000);
    recordVisitSource(
      arrival(`/${long}?utm_source=${long}`, `https://${'a'.repeat(300)}.example/`),
    );
    const kept = readVisitSource();
    expect(kept?.landing).toHaveLength(sourceMaxLength);
    expect(kept?.utm_source).toHaveLength(sourceMaxLength);
    expect(kept?.referrer).toHaveLength(sourceMaxLength);

    sessionStorage.setItem(visitSourceKey, JSON.stringify({ landing: long, referrer: 42 }));
    expect(readVisitSource()).toEqual({
      landing: 'x'.repeat(sourceMaxLength),
      referrer: '',
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
    });
    sessionStorage.setItem(visitSourceKey, '{"landing": "/');
    expect(readVisitSource()).toBeNull();
  });

  it('does without storage that is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => recordVisitSource(arrival('/'), blocked)).not.toThrow();
    expect(readVisitSource(blocked)).toBeNull();
  });

  describe('kept by the boot script', () => {
    afterEach(() => {
      Reflect.deleteProperty(document, 'referrer');
      window.history.replaceState(null, '', '/');
    });

    it("records the page it loads on, and fills a form's hidden source inputs as it is submitted after the app moved on", () => {
      window.history.replaceState(
        null,
        '',
        '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
      );
      Object.defineProperty(document, 'referrer', {
        value: 'https://mail.example.net/inbox',
        configurable: true,
      });
      keepVisitSource(document);
      // The app's own navigation changes the address, not the visit's source.
      window.history.pushState(null, '', '/contact');

      const form = document.body.appendChild(document.createElement('form'));
      form.innerHTML =
        '<input type="hidden" name="landing" value=""><input type="hidden" name="referrer" value=""><input type="hidden" name="utm_campaign" value=""><input name="utm_source" value="typed">';
      form.addEventListener('submit', (event) => event.preventDefault());
      form.requestSubmit();
      expect(Object.fromEntries(new FormData(form))).toEqual({
        landing: '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
        referrer: 'mail.example.net',
        utm_campaign: 'autumn',
        // Only the hidden inputs are the source's: a field the visitor types in is left alone.
        utm_source: 'typed',
      });
      form.remove();
    });
  });
});
