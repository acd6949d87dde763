import contact from 'virtual:content/contact.yaml';
import type { IconName } from './iconNames';
import { openStreetMapEmbedUrl, openStreetMapLinkUrl } from './openStreetMap';
import { formatAddress, site } from './site';

/** The Contact page's cards (content/<language>/contact.yaml), around the company's details (content/company.yaml). */
const { cards, map } = contact;

export const contactCards: readonly { icon: IconName; title: string; value: string; href?: string; note: string }[] = [
  { icon: 'mapPin', ...cards.address, value: formatAddress() },
  { icon: 'phone', ...cards.phone, value: site.phone.display, href: site.phone.href },
  { icon: 'mail', ...cards.email, value: site.email, href: `mailto:${site.email}` },
];

/** The office at site.address, for the map. */
export const officeMap = { ...map, embedUrl: openStreetMapEmbedUrl(site.officeLocation), linkUrl: openStreetMapLinkUrl(site.officeLocation) };
