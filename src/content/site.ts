import { formatAddress as addressLine } from './address';
import { loadContent } from './load/contentFiles';
import type { Address } from './types';

const details = loadContent('company.yaml');
// The hours come written by the build ({hours}), so the prerendered page and the browser agree.
const { blurb, hours, socialLabels } = loadContent('site.yaml');

/**
 * Company details: content/company.yaml is the one place to change them. Every page, the
 * footer, the structured data and the forms read them from here.
 */
export const site = {
  name: details.name,
  /** The name's first word: the logo sets it bold, and the copy uses it in running text. */
  shortName: details.shortName,
  blurb,
  phone: details.phone,
  email: details.email,
  address: details.address,
  hours,
  officeLocation: details.officeLocation,
  social: details.social.map((link) => ({ ...link, label: socialLabels[link.network] })),
  facts: details.facts,
};

/** The office address on one line. */
export const formatAddress = (address: Address = site.address) => addressLine(address);
