import type { IconName } from './iconNames';
import { openStreetMapEmbedUrl, openStreetMapLinkUrl, type LatLon } from './openStreetMap';
import { formatAddress, site } from './site';

export type ContactCard = {
  icon: IconName;
  title: string;
  value: string;
  /** tel: or mailto: link for the value; the address has none. */
  href?: string;
  note: string;
};

export const contactIntro = {
  eyebrow: 'Get in touch',
  title: 'Talk To The People Who Do The Work',
  lead: 'Call, e-mail or visit our Plano office: you reach our engineers and consultants, never a call center.',
} as const;

export const contactCards: readonly ContactCard[] = [
  { icon: 'mapPin', title: 'Office address', value: formatAddress(), note: 'Visits by appointment.' },
  { icon: 'phone', title: 'Phone', value: site.phone.display, href: site.phone.href, note: site.hours },
  { icon: 'mail', title: 'E-mail', value: site.email, href: `mailto:${site.email}`, note: 'We reply within one business day.' },
];

export const contactQuestions = {
  eyebrow: 'Send us a message',
  title: 'Have Any Questions?',
  lead: 'Tell us about your project, your timeline or the problem that keeps coming back. A specialist reads every message.',
  nextTitle: 'What happens next',
  nextSteps: [
    'We reply within one business day, usually much sooner.',
    'A specialist calls you to understand your goals, systems and budget.',
    'You receive a clear proposal with scope, timeline and a fixed price.',
  ],
  callPrompt: 'Prefer to talk now? Call',
} as const;

/** The office at site.address, for the map. */
export const officeLocation: LatLon = { lat: 33.0784, lon: -96.8236 };

export const officeMap = {
  eyebrow: 'Visit us',
  title: 'Find Our Office',
  text: 'Visits are by appointment: call or e-mail before you come and we will have a meeting room ready.',
  frameTitle: `Map of our office at ${formatAddress()}`,
  embedUrl: openStreetMapEmbedUrl(officeLocation),
  linkUrl: openStreetMapLinkUrl(officeLocation),
  linkLabel: 'Open in maps',
  newTabNote: '(opens in a new tab)',
} as const;
