// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { charCount, contactValidators, validateAll } from '../../src/forms/validation';
import { pageWords } from '../../src/forms/words';

const { fieldErrors } = pageWords;

const { name: validateName, email: validateEmail, phone: validatePhone } = contactValidators;
const { budget: validateBudget, message: validateMessage } = contactValidators;

describe('validateName', () => {
  it.each([
    ['', fieldErrors.nameMissing],
    ['   ', fieldErrors.nameMissing],
    ['A', fieldErrors.nameTooShort(2)],
    [' A ', fieldErrors.nameTooShort(2)],
    ['x'.repeat(101), fieldErrors.nameTooLong(100, 101)],
  ])('refuses %j', (value, error) => expect(validateName(value)).toBe(error));

  it.each([
    ['Jane\u202Eexe.pdf', 'a right-to-left override'],
    ['Jane\u2066Cooper', 'a directional isolate'],
    ['Jane\u200FCooper', 'a right-to-left mark'],
    ['Jane\u0007Cooper', 'a C0 control'],
    ['Jane\u0085Cooper', 'a C1 control'],
    ['Jane\nCooper', 'a line break'],
    ['Jane\tCooper', 'a tab'],
    ['Jane\u200BCooper', 'a zero-width space'],
    ['Jane\u200DCooper', 'a zero-width joiner'],
    ['Jane\u2060Cooper', 'a word joiner'],
    ['Jane\uFEFFCooper', 'a byte-order mark'],
    ['\u3164\u3164', 'Hangul fillers, which look blank'],
    ['Jane\u115F\u1160Cooper', 'Hangul choseong and jungseong fillers'],
    ['Jane\uFFA0Cooper', 'a halfwidth Hangul filler'],
    ['Jane\u{E0041}\u{E0042}Cooper', 'tag characters, hidden text'],
    ['Jane\u00ADCooper', 'a soft hyphen'],
  ])('refuses %j (%s) with a message that says why', (value) =>
    expect(validateName(value)).toBe(fieldErrors.invisibleCharacters),
  );

  it.each(['Al', 'Zoë Ångström', '김민준', 'Anne-Marie O’Neil', 'x'.repeat(100), '<b>Jane</b>'])(
    'accepts %j',
    (value) => expect(validateName(value)).toBeUndefined(),
  );
});

describe('validateEmail', () => {
  it.each(['jane@company.com', 'j.doe+sales@mail.co.uk', ' jane@company.com ', 'jörg@bücher.de'])(
    'accepts %j',
    (value) => expect(validateEmail(value)).toBeUndefined(),
  );
  it('asks for an address when empty', () =>
    expect(validateEmail('  ')).toBe(fieldErrors.emailMissing));
  it.each(['jane\u202E@company.com', 'jane@company.com\u200E', 'ja\u0000ne@company.com'])(
    'refuses the invisible characters in %j',
    (value) => expect(validateEmail(value)).toBe(fieldErrors.invisibleCharacters),
  );
  it.each([
    'jane',
    'jane@',
    '@company.com',
    'jane@company',
    'jane@company.c',
    'ja ne@company.com',
    'jane@@company.com',
    'jane@-co.com',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %j', (value) => expect(validateEmail(value)).toBe(fieldErrors.emailInvalid));
});

describe('validatePhone', () => {
  it.each(['', '+1 (972) 555-0147', '972.555.0147', '0044 20 7946 0958'])('accepts %j', (value) =>
    expect(validatePhone(value)).toBeUndefined(),
  );
  it.each(['972-555-CALL', '1+972 555 0147', '<script>'])('refuses characters in %j', (value) =>
    expect(validatePhone(value)).toBe(fieldErrors.phoneCharacters),
  );
  it.each(['+1 972\u202E555 0147', '972\u00A0555\u0085 0147', '972\n555 0147'])(
    'refuses the invisible characters in %j',
    (value) => expect(validatePhone(value)).toBe(fieldErrors.invisibleCharacters),
  );
  it.each(['12345', '+1 234 567 890 123 456'])('refuses the digit count of %j', (value) =>
    expect(validatePhone(value)).toBe(fieldErrors.phoneDigits(7, 15)),
  );
});

describe('validateBudget', () => {
  it('accepts the listed ranges and refuses anything else', () => {
    expect(validateBudget('not-sure')).toBeUndefined();
    expect(validateBudget('15k-50k')).toBeUndefined();
    expect(validateBudget('a million')).toBe(fieldErrors.budgetUnknown);
  });
});

describe('validateMessage', () => {
  it('needs 10 characters, counting what is there', () => {
    expect(validateMessage('')).toBe(fieldErrors.messageMissing);
    expect(validateMessage('Too short')).toBe(
      'Please tell us a little more: at least 10 characters (9 so far).',
    );
    expect(validateMessage('Long enough')).toBeUndefined();
  });

  it('accepts line breaks, tabs and text-direction marks: a message is stripped of the invisible ones where it is shown', () => {
    expect(validateMessage('Shalom,\n\u200Fשלום\tand more')).toBeUndefined();
  });

  it('accepts exactly 10,000 characters and says by how much a longer message is over', () => {
    expect(validateMessage('x'.repeat(10_000))).toBeUndefined();
    expect(validateMessage('x'.repeat(10_250))).toBe(
      'Your message is 10,250 characters long, 250 over the limit of 10,000. Please shorten it; nothing has been cut.',
    );
  });

  it('counts characters as people do, not UTF-16 units', () => {
    expect(charCount('👍👍')).toBe(2);
    expect(validateMessage('👍'.repeat(10_000))).toBeUndefined();
  });
});

describe('validateAll', () => {
  it('returns each failing field with its sentence and nothing for valid ones', () => {
    const errors = validateAll(contactValidators, {
      name: 'J',
      email: 'jane@company.com',
      phone: '',
      budget: 'not-sure',
      message: 'hi',
    });
    expect(errors).toEqual({
      name: fieldErrors.nameTooShort(2),
      message: fieldErrors.messageTooShort(10, 2),
    });
  });
});
