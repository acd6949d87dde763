// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { contactMailto, mailtoUrl, newsletterMailto } from '../../src/forms/mailto';
import { contactForm } from '../../src/forms/contract.mjs';
import { pageWords } from '../../src/forms/words';

/** Splits a mailto: URL back into what the mail program will show. */
function parse(url: string) {
  const { protocol, pathname, searchParams } = new URL(url);
  return {
    protocol,
    to: pathname,
    subject: searchParams.get('subject'),
    body: searchParams.get('body'),
  };
}

describe('mailto', () => {
  it('encodes every part so markup, & ? # and line breaks stay text', () => {
    const url = mailtoUrl('a@b.example', 'Q&A? #1', '<script>alert(1)</script>\nline 2 & more');
    expect(url).not.toMatch(/[<>\n ]/);
    expect(parse(url)).toEqual({
      protocol: 'mailto:',
      to: 'a@b.example',
      subject: 'Q&A? #1',
      body: '<script>alert(1)</script>\nline 2 & more',
    });
  });

  it('writes the contact form as a labelled e-mail to the company', () => {
    const url = contactMailto({
      name: ' Jane Cooper ',
      email: 'jane@acme.example',
      phone: '',
      budget: '15k-50k',
      message: 'Need help <img src=x onerror=alert(1)>',
    });
    expect(parse(url)).toEqual({
      protocol: 'mailto:',
      to: site.email,
      subject: 'Website inquiry from Jane Cooper',
      body: 'Name: Jane Cooper\nE-mail: jane@acme.example\nPhone: not given\nBudget: $15,000 – $50,000\n\nMessage:\nNeed help <img src=x onerror=alert(1)>',
    });
  });

  it('asks for a newsletter sign-up by e-mail', () => {
    expect(parse(newsletterMailto(' jane@acme.example '))).toMatchObject({
      to: site.email,
      subject: 'Newsletter sign-up',
      body: `Please add jane@acme.example to the ${site.name} newsletter.`,
    });
  });

  it('sends the contact payload trimmed, with the budget as its label', () => {
    expect(
      pageWords.sentValues(contactForm, {
        name: ' Jane ',
        email: ' j@a.example ',
        phone: ' +1 555 0100 ',
        budget: 'not-sure',
        message: ' Hi there, team ',
      }),
    ).toEqual({
      name: 'Jane',
      email: 'j@a.example',
      phone: '+1 555 0100',
      budget: 'Not sure yet',
      message: 'Hi there, team',
    });
  });
});
