import type { IconName } from './iconNames';
import { loadContent } from './load/contentFiles';
import { openStreetMapEmbedUrl, openStreetMapLinkUrl } from './openStreetMap';
import { formatAddress, site } from './site';

const { intro, cards, questions, map } = loadContent('contact.yaml');

export type ContactCard = {
  icon: IconName;
  title: string;
  value: string;
  /** tel: or mailto: link for the value; the address has none. */
  href?: string;
  note: string;
};

/** The Contact page (content/en/contact.yaml), around the company's details (content/company.yaml). */
export const contactIntro = intro;

export const contactCards: readonly ContactCard[] = [
  { icon: 'mapPin', ...cards.address, value: formatAddress() },
  { icon: 'phone', ...cards.phone, value: site.phone.display, href: site.phone.href },
  { icon: 'mail', ...cards.email, value: site.email, href: `mailto:${site.email}` },
];

export const contactQuestions = questions;

/** The office at site.address, for the map. */
export const officeLocation = site.officeLocation;

export const officeMap = {
  ...map,
  embedUrl: openStreetMapEmbedUrl(officeLocation),
  linkUrl: openStreetMapLinkUrl(officeLocation),
};
