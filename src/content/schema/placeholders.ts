/**
 * The placeholders any text in content/ may use; the build replaces each with its value from
 * content/company.yaml (or the site's settings), so the company's details are written once.
 */
export const placeholderNames = [
  'company',
  'shortName',
  'email',
  'phone',
  'phoneHref',
  'address',
  'hours',
  'years',
  'expertTeamPercent',
  'retentionDays',
  'unconfirmedSignUpDays',
] as const;

export type PlaceholderName = (typeof placeholderNames)[number];
