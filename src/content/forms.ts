import { site } from './site';

/** Counts are shown the way people write them: 10,000 rather than 10000. */
const count = (n: number) => n.toLocaleString('en-US');

/** The budget ranges' labels, by the contact form's option values (src/forms/contract.mjs). */
export const budgetOptions = [
  { value: 'not-sure', label: 'Not sure yet' },
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-15k', label: '$5,000 – $15,000' },
  { value: '15k-50k', label: '$15,000 – $50,000' },
  { value: '50k-100k', label: '$50,000 – $100,000' },
  { value: 'over-100k', label: 'More than $100,000' },
] as const;


type FieldCopy = { label: string; hint?: string };

/** Each contact field's label, by its name in the form's contract (src/forms/contract.mjs). */
const contactFields = {
  name: { label: 'Your name' },
  email: { label: 'E-mail address' },
  phone: { label: 'Phone number' },
  budget: { label: 'What is your budget?' },
  message: { label: 'Your message', hint: 'What do you need help with? A few sentences are plenty.' },
} satisfies Record<string, FieldCopy>;

/** What the visitor reads next to each field, and the sentences shown when a value is wrong. */
export const fieldErrors = {
  nameMissing: 'Please enter your name.',
  nameTooShort: (min: number) => `Please enter at least ${min} characters for your name.`,
  nameTooLong: (max: number, length: number) =>
    `Your name is ${count(length)} characters long; please keep it to ${count(max)} or fewer.`,
  emailMissing: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@company.com.',
  phoneCharacters: 'Please write the phone number with digits, spaces and + ( ) - . only, for example +1 (972) 555-0147.',
  phoneDigits: (min: number, max: number) => `Please enter a phone number with ${min} to ${max} digits.`,
  invisibleCharacters:
    'This contains invisible characters (a line break, a control or text-direction mark), often copied along with text. Please type it again instead of pasting it.',
  budgetUnknown: 'Please choose a budget from the list.',
  messageMissing: 'Please write your message.',
  messageTooShort: (min: number, length: number) =>
    `Please tell us a little more: at least ${min} characters (${count(length)} so far).`,
  messageTooLong: (max: number, length: number) =>
    `Your message is ${count(length)} characters long, ${count(length - max)} over the limit of ${count(max)}. Please shorten it; nothing has been cut.`,
} as const;

/**
 * What the site's receiver answers when it refuses a submission; the forms show the
 * answer as it comes, and a form posted without script shows it on a plain page.
 */
export const receiverMessages = {
  crossOrigin: 'This form can only be sent from our own website.',
  contentType: 'Please send the form as JSON or as a regular form post.',
  tooLarge: (kilobytes: number) => `The form is larger than we accept (${count(kilobytes)} KB). Please shorten your message.`,
  malformed: 'We could not read the form. Please reload the page and send it again.',
  tooFast: 'That was quicker than anyone can type. Please check the form and send it again.',
  tooMany: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many messages from your connection. Please try again in ${minutes <= 1 ? 'a minute' : `${count(minutes)} minutes`}.`;
  },
  refusedTitle: 'Not sent yet',
  refusedKept: 'Everything you typed is below: correct it and send it again.',
  backToSite: 'Back to the website',
} as const;

/** The trap field's label: only bots ever see it. */
export const honeypotLabel = 'Website';

/** Status messages shared by both forms; `subject` is what was being sent. */
const failureReasons = {
  network: 'We could not reach our server; please check your connection.',
  timeout: 'Our server did not answer in time.',
  http: 'Our server could not accept it just now.',
  // The receiver's own sentence is shown instead; this one only if it gave none.
  refused: 'Our server did not accept it.',
} as const;

export type FailureReason = keyof typeof failureReasons;

export const contactFormCopy = {
  title: 'Send us a message',
  fields: contactFields,
  optional: 'optional',
  messageCounter: (length: number, max: number) => `${count(length)} / ${count(max)} characters`,
  submit: 'Send message',
  sending: 'Sending…',
  sendingStatus: 'Sending your message…',
  summaryTitle: (n: number) => (n === 1 ? 'Please correct 1 field:' : `Please correct ${n} fields:`),
  sent: `Thank you, your message has been sent. We reply within one business day (${site.hours}) from ${site.email}.`,
  reference: (reference: string) => `Your reference: ${reference}.`,
  mailtoOpened: `Your e-mail program should now open with your message addressed to ${site.email}: please press Send there. If nothing opened, write to us at ${site.email}.`,
  failedTitle: 'Your message was NOT sent.',
  failureReasons,
  failedKept: 'Everything you typed is still here.',
  retry: 'Try again',
  mailtoInstead: 'Send it by e-mail instead',
  noscript: { lead: 'This form needs JavaScript to send. Please e-mail us at', or: 'or call' },
  mailSubject: (name: string) => `Website enquiry from ${name}`,
  mailLabels: { name: 'Name', email: 'E-mail', phone: 'Phone', budget: 'Budget', message: 'Message', none: 'not given' },
} as const;

export const newsletterFormCopy = {
  title: 'Newsletter sign-up',
  label: 'Your e-mail address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  sending: 'Sending…',
  sendingStatus: 'Signing you up…',
  sent: 'Thank you for subscribing. The next issue arrives at the start of the month; every issue has an unsubscribe link.',
  reference: (reference: string) => `Your reference: ${reference}.`,
  pending: 'Almost done: we are sending you an e-mail with a link. Open it and press Confirm to start your subscription; until then your address is not on the list.',
  mailtoOpened: `Your e-mail program should now open with a sign-up request to ${site.email}: please press Send there.`,
  failedTitle: 'You are NOT subscribed yet.',
  failureReasons,
  failedKept: 'Your address is still in the field.',
  retry: 'Try again',
  mailtoInstead: 'Subscribe by e-mail instead',
  noscript: { lead: 'Sign-up needs JavaScript. To subscribe, e-mail us at', or: 'or call' },
  mailSubject: 'Newsletter sign-up',
  /** The pages behind the links in newsletter e-mails. */
  links: {
    confirmTitle: 'Confirm your newsletter subscription',
    confirmAsk: (email: string) => `Send our newsletter to ${email}? Press Confirm to start; if you did not ask for it, close this page and the address is deleted.`,
    confirmButton: 'Confirm',
    confirmedTitle: 'Subscription confirmed',
    confirmed: (email: string) => `Thank you: ${email} now receives our newsletter. Every issue has a link to unsubscribe.`,
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeAsk: (email: string) => `Stop sending the newsletter to ${email} and delete the address?`,
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribed: 'Your address has been deleted from our list. You will receive no further newsletters.',
    invalidTitle: 'Link not valid',
    invalid: 'This link is not valid any more: the address may have been unsubscribed already, or the link was cut short.',
    home: 'Back to the website',
  },
  mailBody: (email: string) => `Please add ${email} to the ${site.name} newsletter.`,
} as const;
