import details from 'virtual:content/company.yaml';
import words from 'virtual:content/site.yaml';
import { formatAddress } from './format';

/**
 * Company details (content/company.yaml) and how the company describes itself in each language
 * (site.yaml), for every page, the structured data and the forms. The build writes the hours
 * ({hours}), so the prerendered page and the browser agree.
 */
export const site = {
  ...details,
  addressLine: formatAddress(details.address),
  blurb: words.blurb,
  hours: words.hours,
  social: details.social.map((link) => ({ ...link, label: words.socialLabels[link.network] })),
};
