export const footer = {
  quickLinksTitle: 'Quick links',
  contactTitle: 'Contact us',
  newsletterTitle: 'Get in touch',
  newsletterText: 'Practical IT and security advice, once a month. No spam; unsubscribe any time.',
  rights: 'All rights reserved.',
} as const;
