import { budgetValues } from '../content/budgetValues.mjs';
import type { Content } from '../content/schema/index';
import { fill } from '../content/template';

/**
 * A whole number as every language of the site writes it (en-US and es-US alike: 10,000), by hand:
 * the first Intl format a page makes starts ICU, 25–45 ms on the Lighthouse machine, and the
 * contact form's counter shows counts as the page hydrates.
 */
export const count = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * The forms' wording in one language (content/<language>/forms.yaml), the sentences that quote
 * figures filled in. The pages carry their own language's (./siteCopy.ts), the receiver every
 * language's (./copyByLocale.ts).
 */
export function formsCopy(copy: Content<'forms.yaml'>) {
  const budgetOption = (value: (typeof budgetValues)[number]) => ({
    value,
    label: copy.budgets[value],
  });
  const [defaultBudget, ...otherBudgets] = budgetValues;

  /** A wait the receiver names in seconds, as the visitor reads it: in whole minutes. */
  const wait = (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return minutes <= 1
      ? copy.receiverMessages.oneMinute
      : fill(copy.receiverMessages.minutes, { minutes: count(minutes) });
  };

  return {
    /** The budget ranges' labels, by the contact form's option values (./contract.mjs); the first is the default. */
    budgetOptions: [budgetOption(defaultBudget), ...otherBudgets.map(budgetOption)] as const,

    /** What the visitor reads next to each field, and the sentences shown when a value is wrong. */
    fieldErrors: {
      ...copy.fieldErrors,
      nameTooShort: (min: number) => fill(copy.fieldErrors.nameTooShort, { min }),
      nameTooLong: (max: number, length: number) =>
        fill(copy.fieldErrors.nameTooLong, { max: count(max), length: count(length) }),
      phoneDigits: (min: number, max: number) => fill(copy.fieldErrors.phoneDigits, { min, max }),
      messageTooShort: (min: number, length: number) =>
        fill(copy.fieldErrors.messageTooShort, { min, length: count(length) }),
      messageTooLong: (max: number, length: number) =>
        fill(copy.fieldErrors.messageTooLong, {
          max: count(max),
          length: count(length),
          over: count(length - max),
        }),
    },

    /** What the receiver answers when it refuses a submission: shown as it comes, on a plain page for a post without script. */
    receiverMessages: {
      ...copy.receiverMessages,
      tooLarge: (kilobytes: number) =>
        fill(copy.receiverMessages.tooLarge, { kilobytes: count(kilobytes) }),
      tooMany: (seconds: number) => fill(copy.receiverMessages.tooMany, { wait: wait(seconds) }),
      messagesCapped: (seconds: number) =>
        fill(copy.receiverMessages.messagesCapped, { wait: wait(seconds) }),
      signUpsCapped: (seconds: number) =>
        fill(copy.receiverMessages.signUpsCapped, { wait: wait(seconds) }),
      plainCapped: (seconds: number) =>
        fill(copy.receiverMessages.plainCapped, { wait: wait(seconds) }),
    },

    /** The trap field's label: only bots ever see it. */
    honeypotLabel: copy.honeypotLabel,

    contactFormCopy: {
      ...copy.contact,
      failureReasons: copy.failureReasons,
      messageCounter: (length: number, max: number) =>
        fill(copy.contact.messageCounter, { length: count(length), max: count(max) }),
      summaryTitle: (n: number) =>
        n === 1
          ? copy.contact.summaryTitleOne
          : fill(copy.contact.summaryTitle, { count: count(n) }),
      reference: (reference: string) => fill(copy.contact.reference, { reference }),
      mailSubject: (name: string) => fill(copy.contact.mailSubject, { name }),
    },

    /** The e-mail telling the enquirer their message arrived, with its reference. */
    acknowledgement: {
      ...copy.acknowledgement,
      subject: (reference: string) => fill(copy.acknowledgement.subject, { reference }),
      reference: (reference: string) => fill(copy.acknowledgement.reference, { reference }),
    },

    newsletterFormCopy: {
      ...copy.newsletter,
      failureReasons: copy.failureReasons,
      reference: (reference: string) => fill(copy.newsletter.reference, { reference }),
      /** The e-mail asking a new address to confirm. */
      confirmMail: {
        ...copy.newsletter.confirmMail,
        asked: (email: string) => fill(copy.newsletter.confirmMail.asked, { subscriber: email }),
      },
      /** The pages behind the links in newsletter e-mails. */
      links: {
        ...copy.newsletter.links,
        confirmAsk: (email: string) =>
          fill(copy.newsletter.links.confirmAsk, { subscriber: email }),
        confirmed: (email: string) => fill(copy.newsletter.links.confirmed, { subscriber: email }),
        unsubscribeAsk: (email: string) =>
          fill(copy.newsletter.links.unsubscribeAsk, { subscriber: email }),
      },
      mailBody: (email: string) => fill(copy.newsletter.mailBody, { subscriber: email }),
    },
  };
}

export type FormsCopy = ReturnType<typeof formsCopy>;

export type FailureReason = keyof FormsCopy['contactFormCopy']['failureReasons'];
