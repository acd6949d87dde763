import type { Address, SocialLink } from './types';

/**
 * Company details: the one place to change them. Every page, the footer, the
 * structured data and the forms read from here.
 */
const shortName = 'Vantix';
const name = `${shortName} IT Solutions`;

export const site = {
  name,
  /** The name's first word: the logo sets it bold, and the copy uses it in running text. */
  shortName,
  blurb: `${name} helps growing businesses run secure, dependable technology: managed IT, cloud, software and the specialists to deliver it.`,
  phone: { display: '+1 (972) 555-0147', href: 'tel:+19725550147' },
  email: 'hello@vantix.example',
  address: {
    street: '2600 Dallas Parkway, Suite 300',
    locality: 'Plano',
    region: 'TX',
    postalCode: '75093',
    country: 'US',
  } satisfies Address,
  hours: 'Mon–Fri, 8:00–18:00 CT',
  social: [
    { network: 'linkedin', label: `${name} on LinkedIn`, href: 'https://www.linkedin.com/company/vantix-it-solutions' },
    { network: 'facebook', label: `${name} on Facebook`, href: 'https://www.facebook.com/vantixit' },
    { network: 'google', label: `${name} on Google`, href: 'https://g.page/vantix-it-solutions' },
    { network: 'instagram', label: `${name} on Instagram`, href: 'https://www.instagram.com/vantixit' },
  ] satisfies SocialLink[],
} as const;

export const formatAddress = (a: Address = site.address) => `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}`;
