import { formatAddress } from '../address.ts';
import { formatHours } from '../hours.ts';
import { retentionDays, unconfirmedSignUpDays } from '../retention.ts';
import type { Content } from '../schema/index.ts';
import type { PlaceholderName } from '../schema/placeholders.ts';

/**
 * The value of each placeholder, from the company's details and the site's settings, written
 * for the language whose BCP 47 tag is `tag`.
 */
export const placeholderValues = (company: Content<'company.yaml'>, tag: string): Record<PlaceholderName, string> => ({
  company: company.name,
  shortName: company.shortName,
  email: company.email,
  phone: company.phone.display,
  phoneHref: company.phone.href,
  address: formatAddress(company.address),
  hours: formatHours(company.hours, tag),
  years: String(company.facts.experienceYears),
  expertTeamPercent: String(company.facts.expertTeamPercent),
  retentionDays: String(retentionDays),
  unconfirmedSignUpDays: String(unconfirmedSignUpDays),
});

/** Every text in `data` with the placeholders it names filled in; others are left for its schema to judge. */
export function fillPlaceholders(data: unknown, values: Readonly<Record<string, string>>): unknown {
  if (typeof data === 'string') return data.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  if (Array.isArray(data)) return data.map((item) => fillPlaceholders(item, values));
  if (data !== null && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillPlaceholders(value, values)]));
  return data;
}
