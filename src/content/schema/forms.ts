import * as v from 'valibot';
import { budgetValues } from '../budgetValues.mjs';
import { template, text } from './fields.ts';

const field = v.strictObject({
  label: text(),
  hint: v.optional(text()),
  placeholder: v.optional(text()),
});
/** What both forms say as they send, and after. */
const sending = {
  submit: text(),
  sending: text(),
  sendingStatus: text(),
  sent: text(),
  reference: template('reference'),
  mailtoOpened: text(),
  failedTitle: text(),
  failedKept: text(),
  retry: text(),
  mailtoInstead: text(),
  noscript: v.strictObject({ lead: text(), or: text() }),
};

/** content/<language>/forms.yaml: the forms' labels and messages, and the receiver's answers. */
export const forms = v.strictObject({
  budgets: v.strictObject(
    Object.fromEntries(budgetValues.map((value) => [value, text()])) as Record<
      (typeof budgetValues)[number],
      ReturnType<typeof text>
    >,
  ),
  fieldErrors: v.strictObject({
    nameMissing: text(),
    nameTooShort: template('min'),
    nameTooLong: template('length', 'max'),
    emailMissing: text(),
    emailInvalid: text(),
    phoneCharacters: text(),
    phoneDigits: template('min', 'max'),
    invisibleCharacters: text(),
    budgetUnknown: text(),
    messageMissing: text(),
    messageTooShort: template('min', 'length'),
    messageTooLong: template('length', 'over', 'max'),
  }),
  receiverMessages: v.strictObject({
    crossOrigin: text(),
    contentType: text(),
    tooLarge: template('kilobytes'),
    malformed: text(),
    tooMany: template('wait'),
    oneMinute: text(),
    minutes: template('minutes'),
    messagesCapped: template('wait'),
    signUpsCapped: template('wait'),
    plainCapped: template('wait'),
    unavailable: text(),
    refusedTitle: text(),
    refusedKept: text(),
    backToSite: text(),
  }),
  honeypotLabel: text(),
  failureReasons: v.strictObject({
    network: text(),
    timeout: text(),
    http: text(),
    refused: text(),
  }),
  contact: v.strictObject({
    title: text(),
    fields: v.strictObject({
      name: field,
      email: field,
      phone: field,
      budget: field,
      message: field,
    }),
    optional: text(),
    messageCounter: template('length', 'max'),
    ...sending,
    summaryTitleOne: text(),
    summaryTitle: template('count'),
    mailSubject: template('name'),
    mailLabels: v.strictObject({
      name: text(),
      email: text(),
      phone: text(),
      budget: text(),
      message: text(),
      none: text(),
    }),
  }),
  /** The e-mail telling the enquirer their message arrived: never what they wrote. */
  acknowledgement: v.strictObject({
    subject: template('reference'),
    received: text(),
    reference: template('reference'),
    contact: text(),
    notYou: text(),
  }),
  newsletter: v.strictObject({
    title: text(),
    label: text(),
    placeholder: text(),
    ...sending,
    pending: text(),
    mailSubject: text(),
    mailBody: template('subscriber'),
    confirmMail: v.strictObject({
      subject: text(),
      asked: template('subscriber'),
      confirm: text(),
      ignore: text(),
      unsubscribe: text(),
    }),
    links: v.strictObject({
      confirmTitle: text(),
      confirmAsk: template('subscriber'),
      confirmButton: text(),
      confirmedTitle: text(),
      confirmed: template('subscriber'),
      unsubscribeTitle: text(),
      unsubscribeAsk: template('subscriber'),
      unsubscribeButton: text(),
      unsubscribedTitle: text(),
      unsubscribed: text(),
      invalidTitle: text(),
      invalid: text(),
      home: text(),
    }),
  }),
});
