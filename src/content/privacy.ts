import { retentionDays, unconfirmedSignUpDays } from './retention';
import { formatAddress, site } from './site';

/** The policy states the service is not intended for children under this age. */
const privacyMinimumAge = 10;

/** A link inside running text. */
export type InlineLink = { text: string; href: string };
/** Running text: plain, or a sequence of plain parts and links. */
export type RichText = string | readonly (string | InlineLink)[];
export type PolicyBlock = { paragraph: RichText } | { list: readonly RichText[] };
export type PolicySection = {
  /** Anchor of the section's heading: keep it stable, other pages and e-mails may link to it. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
};

const emailLink: InlineLink = { text: site.email, href: `mailto:${site.email}?subject=${encodeURIComponent('Privacy request')}` };
const phoneLink: InlineLink = { text: site.phone.display, href: site.phone.href };

const sections: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    blocks: [
      { paragraph: 'We collect only what you choose to send us. We do not build profiles of visitors, and we do not buy information about you from anyone.' },
      {
        list: [
          'Contact form: your name, e-mail address and message, and your phone number and budget if you choose to give them.',
          'Newsletter sign-up: your e-mail address.',
          'Direct contact: whatever you include when you e-mail or call us.',
          'Server logs: like every website, ours is served by a hosting provider that records technical details of each request (your IP address, browser type, the page requested, the referring page and the time) to deliver the site and keep it secure.',
        ],
      },
      {
        paragraph:
          'While you type in the contact form, your browser keeps a draft on your own device so that nothing is lost if the page reloads. The draft is not sent to us until you press Send Message, and it is deleted once your message has been sent.',
      },
      {
        paragraph:
          'What you send through the contact form or the newsletter sign-up is stored in a database on Cloudflare’s network (Cloudflare D1), the provider that hosts this website, together with the time it arrived and a reference number. To stop floods of automated messages, your IP address is turned into a code with a secret key that only our website’s server holds, and that code is kept for no more than half an hour; the address itself is not stored, and without the key the code cannot be traced back to it. No other data about you is stored by the forms.',
      },
    ],
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    blocks: [
      { paragraph: 'We use your information only for the purpose you gave it to us:' },
      {
        list: [
          'to answer your inquiry and, if you ask us to, prepare a proposal;',
          'to send the newsletter you signed up for, until you unsubscribe;',
          'to keep this website running, secure and free of abuse (server logs);',
          'to meet our legal, tax and accounting obligations if you become a client.',
        ],
      },
      {
        paragraph:
          `We do not sell your information, use it for advertising or make automated decisions about you. The website’s database deletes a contact message automatically ${retentionDays} days after it arrives; a copy we answer from stays with us for up to two years after our last contact with you. Newsletter addresses are kept until you unsubscribe (every issue has a link that deletes your address at once); a sign-up that is never confirmed is deleted after ${unconfirmedSignUpDays} days. Server logs are kept for no more than 30 days.`,
      },
    ],
  },
  {
    id: 'how-we-share',
    title: 'How We Share',
    blocks: [
      { paragraph: 'We share your information only with the service providers that help us run this website and answer you, and only as far as they need it:' },
      {
        list: [
          'Cloudflare, which hosts this website and the database that stores what you send through its forms, and the notification service (our e-mail or team chat provider) that tells us a message has arrived;',
          'our e-mail and hosting providers, who store our messages and serve this website.',
        ],
      },
      {
        paragraph:
          'If the contact form opens your own e-mail program instead, your message travels through your e-mail provider like any other e-mail you send. Our providers act on our instructions and may not use your information for their own purposes. We disclose information to authorities only when the law requires it, and we never sell or rent it.',
      },
    ],
  },
  {
    id: 'cookies-and-tracking',
    title: 'Cookies and Tracking',
    blocks: [
      { paragraph: 'This website sets no cookies, for tracking or anything else, and runs no analytics, advertising or social media tracking scripts.' },
      {
        paragraph: `When we measure how fast our pages load, the browsers of some visitors report five timing figures of each page visited and its address, nothing that identifies you and no cookie; we delete these figures after ${retentionDays} days.`,
      },
      {
        paragraph:
          'The only thing this website stores in your browser is the contact form draft described in section 1, which stays on your device. You can remove it at any time by clearing this website’s data in your browser settings.',
      },
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    blocks: [
      {
        paragraph:
          'Our pages link to other websites, such as our profiles on LinkedIn, Facebook, Google and Instagram. Those websites are run by others under their own privacy policies, which we encourage you to read; we are not responsible for their practices.',
      },
      {
        paragraph: [
          'The map on our contact page is provided by OpenStreetMap. It loads only when you scroll near it; your browser then connects to openstreetmap.org, which receives your IP address under the ',
          { text: 'OpenStreetMap Foundation privacy policy', href: 'https://osmfoundation.org/wiki/Privacy_Policy' },
          '.',
        ],
      },
    ],
  },
  {
    id: 'data-security',
    title: 'Data Security',
    blocks: [
      {
        paragraph:
          'This website is served only over encrypted HTTPS connections, and form submissions travel encrypted to its database. Only the staff who answer inquiries can read them, and their accounts are protected by multi-factor authentication.',
      },
      {
        paragraph:
          'No method of transmission or storage is completely secure, but we review our safeguards regularly. If a breach ever affects your information, we will tell you and the relevant authorities without undue delay.',
      },
    ],
  },
  {
    id: 'your-rights-and-choices',
    title: 'Your Rights and Choices',
    blocks: [
      { paragraph: 'Wherever you live, you can ask us to:' },
      {
        list: [
          'tell you what information we hold about you and give you a copy;',
          'correct anything that is inaccurate or incomplete;',
          'delete your information;',
          'stop using it for a particular purpose, including the newsletter.',
        ],
      },
      {
        paragraph: [
          'To make a request, e-mail ',
          emailLink,
          '. We answer within 30 days and never charge for a reasonable request. Every newsletter also carries a one-click unsubscribe link.',
        ],
      },
      {
        paragraph:
          'Residents of California, the European Union and the United Kingdom hold these rights by law, and may also complain to their data protection authority.',
      },
    ],
  },
  {
    id: 'childrens-privacy',
    title: 'Children’s Privacy',
    blocks: [
      {
        paragraph: `This website and our services are meant for businesses and are not intended for children under ${privacyMinimumAge}. We do not knowingly collect information from children under ${privacyMinimumAge}; if you believe a child has sent us information, contact us and we will delete it.`,
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes',
    blocks: [
      {
        paragraph:
          'We update this policy when our website or the law changes. The date at the top of this page shows when it last changed. If a change affects how we use information you have already given us, we will tell you by e-mail before it takes effect.',
      },
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    blocks: [
      { paragraph: `Questions about this policy or about your information are answered by ${site.name}:` },
      { list: [['E-mail: ', emailLink], ['Phone: ', phoneLink], `Post: ${site.name}, ${formatAddress()}`] },
    ],
  },
];

export const privacyPolicy = {
  /** ISO date of the last change; shown at the top of the policy. */
  lastUpdated: '2026-11-23',
  lastUpdatedLabel: 'Last updated',
  tocLabel: 'On this page',
  intro: `This policy explains what information ${site.name} collects when you use this website, why, and the choices you have. In short: we collect only what you send us, we use it to answer you, and we never sell it.`,
  sections,
} as const;
