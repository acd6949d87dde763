import details from 'virtual:content/company.yaml';
import words from 'virtual:content/site.yaml';
import { formatAddress as addressLine } from './format';

/**
 * Company details: content/company.yaml is the one place to change them, with how the company
 * describes itself in each language (content/<language>/site.yaml). Every page, the footer,
 * the structured data and the forms read them from here. The hours come written by the build
 * ({hours}), so the prerendered page and the browser agree.
 */
export const site = {
  ...details,
  blurb: words.blurb,
  hours: words.hours,
  social: details.social.map((link) => ({ ...link, label: words.socialLabels[link.network] })),
};

/** The office address on one line. */
export const formatAddress = () => addressLine(site.address);
