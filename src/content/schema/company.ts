import * as v from 'valibot';
import { weekdays } from '../format.ts';
import { link, text } from './fields.ts';

const socialNetworks = ['linkedin', 'facebook', 'google', 'instagram'] as const;

const weekday = v.picklist(
  weekdays,
  `should be a weekday in English, one of ${weekdays.join(', ')}`,
);
const time = v.pipe(
  v.string(),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'should be a time on a 24-hour clock, like 08:00 or 18:30'),
);

/** content/company.yaml: the company's details, the same in every language. */
export const company = v.pipe(
  v.strictObject({
    name: text(),
    shortName: text(),
    phone: v.strictObject({
      display: text(),
      href: v.pipe(
        v.string(),
        v.regex(
          /^tel:\+\d+$/,
          'should be tel: followed by + and the digits only, like tel:+19725550147',
        ),
      ),
    }),
    email: v.pipe(v.string(), v.email('should be an e-mail address, like hello@example.com')),
    address: v.strictObject({
      street: text(),
      locality: text(),
      region: text(),
      postalCode: text(),
      country: v.pipe(
        v.string(),
        v.regex(/^[A-Z]{2}$/, 'should be the two-letter country code, like US'),
      ),
    }),
    /** Opening hours; each language writes them its own way (../format.ts). */
    hours: v.strictObject({
      from: weekday,
      to: weekday,
      opens: time,
      closes: time,
      timeZone: text(),
    }),
    officeLocation: v.strictObject({
      lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    }),
    social: v.array(
      v.strictObject({
        network: v.picklist(socialNetworks, `should be one of ${socialNetworks.join(', ')}`),
        href: link(),
      }),
    ),
    /** Figures the copy quotes: {years} and {expertTeamPercent}. */
    facts: v.strictObject({
      experienceYears: v.pipe(v.number(), v.integer('should be a whole number'), v.minValue(0)),
      expertTeamPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    }),
  }),
  // The logo sets the short name in bold and the rest of the name after it.
  v.forward(
    v.partialCheck(
      [['name'], ['shortName']],
      ({ name, shortName }) => name.startsWith(shortName),
      'should be how the name begins: the logo sets it in bold, then the rest of the name',
    ),
    ['shortName'],
  ),
);
