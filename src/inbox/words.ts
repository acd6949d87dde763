// Every word the inbox shows, in English: the company's staff read it, visitors never do.
// The one exception is the reply's subject, written in the lead's own language.
import type {
  AttemptResult,
  Erased,
  NoticeKind,
  Notification,
  SpamReason,
  Status,
  SubscriberStatus,
} from './types';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why the receiver held a lead as spam, by its reason (worker/spam.ts). */
const spamReasons: Record<SpamReason, string> = {
  honeypot: 'a field hidden from people was filled in, as bots do',
  'too fast': 'it was sent within seconds of the page opening, faster than a person types',
  'too many links': 'it has more links than people usually send',
  'repeated text': 'the same text came from several other connections today, as floods do',
};

export const words = {
  /** The browser tab's title for a view (a lead's shows its name). */
  pageTitle: (view: string) => `${view} · Vantix inbox`,
  product: 'Inbox',
  views: { label: 'Inbox views', leads: 'Leads', subscribers: 'Subscribers', traffic: 'Traffic' },
  signedInAs: (editor: string) => `Signed in as ${editor}`,
  notSignedIn: 'Not signed in (local runtime)',
  localNoticeLabel: 'Local runtime',
  localNotice:
    'Open without sign-in: this is the local runtime on this computer. In production, Cloudflare Access asks everyone to sign in first.',

  loading: 'Loading…',
  retry: 'Try again',
  forbidden: {
    title: 'You need to sign in through Cloudflare Access',
    body: "The inbox is for the company's staff. Open it from the address Cloudflare Access protects and sign in with your work account; if you have signed in and still see this, the site could not check your sign-in: ask whoever runs the site.",
    reload: 'Reload after signing in',
  },
  failed: {
    title: 'The inbox could not reach the server',
    body: 'Check the connection and try again. If your sign-in has expired, reloading the page asks you to sign in again.',
  },
  errors: {
    network: 'The server could not be reached.',
    signedOut:
      'Your sign-in has ended. Open the inbox in a new tab and sign in there, then try again here: what you typed is kept.',
    status: (status: number) =>
      `The server answered with an error (${status}). Try again in a moment; if it keeps failing, tell whoever runs the site.`,
  },

  list: {
    title: 'Leads',
    filters: 'Filters',
    status: 'Status',
    allButSpam: 'All but spam',
    language: 'Language',
    allLanguages: 'All languages',
    source: 'Source',
    allSources: 'All sources',
    received: 'Received',
    anyTime: 'Any time',
    lastDays: (days: number) => `Last ${days} days`,
    search: 'Search name, e-mail, phone and message',
    searchButton: 'Search',
    count: (count: number) => plural(count, 'lead', 'leads'),
    showMore: (next: number, hidden: number) => `Show ${next} more (${hidden} not shown yet)`,
    /** Under a list as long as one answer holds, with more behind it. */
    narrow: (shown: number, total: number) =>
      `The newest ${shown} of ${total} are shown: narrow them with a filter or the search.`,
    choose: (name: string) => `Choose ${name}`,
    /** The results' heading when no list could be loaded: there is nothing to count. */
    notLoaded: 'Leads not loaded',
    empty: 'No lead matches these filters.',
  },
  chosen: {
    label: 'Chosen leads',
    all: 'Choose all shown',
    count: (count: number) => `${plural(count, 'lead', 'leads')} chosen`,
    markSpam: 'Mark as spam',
    marked: (count: number) => `${plural(count, 'lead', 'leads')} marked as spam.`,
    delete: 'Delete',
    title: (count: number) => `Delete ${plural(count, 'lead', 'leads')}?`,
    body: (count: number) =>
      `${count === 1 ? 'This lead goes' : `These ${count} leads go`} for good, with notes, history and notices. Only a line saying who deleted how many is kept. To remove everything held for a person, erase their address from one of their leads instead.`,
    confirm: (count: number) => `Delete ${plural(count, 'lead', 'leads')}`,
    cancel: 'Cancel',
    deleted: (count: number) => `${plural(count, 'lead', 'leads')} deleted.`,
  },
  sources: {
    title: 'Leads per source',
    caption: 'Leads per source in the last 30 and 90 days, spam left out',
    source: 'Source',
    // The title and caption say "last": the column headings stay short enough for one line in the
    // side card.
    days: (days: number) => `${days} days`,
    empty: 'No leads in the last 90 days.',
  },

  lead: {
    back: 'All leads',
    reference: 'Reference',
    received: 'Received',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    budget: 'Budget',
    language: 'Language',
    message: 'Message',
    none: 'Not given',
    details: 'Details',
    origin: 'Where it came from',
    source: 'Source',
    landing: 'Landing page',
    referrer: 'Referring site',
    utmSource: 'Campaign source (UTM)',
    utmMedium: 'Campaign medium (UTM)',
    utmCampaign: 'Campaign name (UTM)',
    spam: (reason: SpamReason | null) =>
      reason ? `Held as spam: ${spamReasons[reason]}.` : 'Held as spam.',
    reply: 'Reply by e-mail',
    notSpam: 'Not spam',
    notSpamDone: "Moved to the inbox; the site's notices for a message go out now.",
    statusTitle: 'Status',
    /** In place of the status form on a spam lead: the server refuses any other status until "Not spam". */
    statusOfSpam: 'To change its status, first move it to the inbox with “Not spam” above.',
    statusLabel: 'Status of this lead',
    saveStatus: 'Save status',
    statusSaved: (status: Status) => `Status saved: ${statusNames[status]}.`,
    noteTitle: 'Internal note',
    noteLabel: 'Note (seen only by the company)',
    saveNote: 'Save note',
    noteSaved: 'Note saved.',
    /** Beside Save note, for a note typed (perhaps before leaving the lead) and not saved. */
    unsaved: 'Not saved yet.',
    notifications: 'Notifications',
    noNotifications: 'No notification was sent for this lead.',
    history: 'Changes',
    noChanges: 'No change yet.',
    /**
     * A line of the history, from what the server records: `status: won`, `status: new (not spam)`,
     * `note`, `sent again: enquiry by webhook`.
     */
    change: (what: string) => {
      const [, status = '', notSpam] = /^status: (\w+)( \(not spam\))?$/.exec(what) ?? [];
      const name = statusNames[status as Status] ?? status;
      if (status)
        return notSpam ? `Not spam: moved to the inbox as ${name}` : `Status set to ${name}`;
      const [, kind, channel = ''] = /^sent again: (\w+) by (\w+)$/.exec(what) ?? [];
      if (kind) return `Sent again: ${words.notification.heading(kind as NoticeKind, channel)}`;
      return what === 'note' ? 'Note changed' : what;
    },
    changeBy: (editor: string) => `by ${editor}`,
  },
  notification: {
    heading: (kind: NoticeKind, channel: string) =>
      `${noticeKinds[kind]} · ${channelNames[channel] ?? channel}`,
    delivered: 'Delivered',
    waiting: (attempts: number) => `Waiting, after ${plural(attempts, 'attempt', 'attempts')}`,
    nextAttempt: 'Next attempt',
    failed: (attempts: number) => `Failed after ${plural(attempts, 'attempt', 'attempts')}`,
    gaveUp: 'Given up',
    reason: 'Reason',
    sendAgain: 'Send again',
    /** What the attempt made by "Send again" came to (nothing to say of a notice erased meanwhile). */
    sentAgain: (notice: Notification | undefined) => {
      if (!notice) return 'Sent again.';
      if (notice.deliveredAt !== null) return 'Sent again: delivered.';
      return notice.deadAt !== null
        ? 'Sent again and refused again: see the reason.'
        : 'Sent again: not through yet, and retried from now on.';
    },
  },

  erase: {
    heading: 'Erasure on request',
    hint: 'When this person asks for their data to be deleted.',
    button: 'Erase all data for this address',
    title: 'Erase all data for this address?',
    body: (email: string) =>
      `Every lead from ${email}, its newsletter subscription and every notice about them, sent or waiting, are deleted for good. Only a line saying that an erasure happened, without the address, is kept.`,
    confirm: 'Erase everything',
    cancel: 'Cancel',
    done: (email: string, { enquiries, subscribers, notices }: Erased) =>
      `Erased for ${email}: ${plural(enquiries, 'lead', 'leads')}, ${plural(subscribers, 'subscription', 'subscriptions')}, ${plural(notices, 'notice', 'notices')}.`,
  },

  subscribers: {
    title: 'Subscribers',
    count: (count: number) => plural(count, 'subscriber', 'subscribers'),
    empty: 'Nobody has signed up for the newsletter yet.',
    signedUp: 'Signed up',
    confirmed: 'Confirmed',
    unsubscribe: 'Unsubscribe',
    unsubscribeLabel: (email: string) => `Unsubscribe ${email}`,
    confirmTitle: 'Unsubscribe this address?',
    confirmBody: (email: string) =>
      `${email} will get no more newsletters, as if they had used the link in one.`,
    confirm: 'Unsubscribe',
    cancel: 'Cancel',
    done: (email: string) => `${email} is unsubscribed.`,
    linkFailed: 'Confirmation link not sent',
    sendLink: 'Send the link again',
    sendLinkLabel: (email: string) => `Send the link again to ${email}`,
    /** How the link sent again went, by the attempt's result. */
    linkSent: (email: string, sent: AttemptResult) =>
      sent === 'delivered'
        ? `Confirmation link sent to ${email}.`
        : sent === 'dead'
          ? `The link to ${email} was refused again: see the reason.`
          : `The link to ${email} is not through yet, and is retried from now on.`,
  },

  traffic: {
    title: 'Traffic',
    period: 'Period',
    days: (days: number) => `Last ${days} days`,
    /** The period's link, short enough for three side by side on a phone; the list names the period. */
    periodLink: (days: number) => `${days} days`,
    /** What the view counts, under its heading. */
    about:
      'Counted without cookies: a visitor is one browser on one day. Visits with Global Privacy Control and crawlers are not counted.',
    visitors: 'Visitors',
    views: 'Page views',
    leads: 'Leads',
    conversion: 'Visitors who became leads',
    perDay: 'Visitors and page views per day',
    chart: (days: number, visitors: number, views: number, busiest: string) =>
      `Chart of the last ${days} days: ${plural(visitors, 'visitor', 'visitors')} and ${plural(views, 'page view', 'page views')} in all${busiest ? `; the busiest day was ${busiest}` : ''}. The table that follows gives each day.`,
    day: 'Day',
    scale: (top: number) => `Scale up to ${top}`,
    pages: 'Top pages',
    page: 'Page',
    referrers: 'Top referring sites',
    referrer: 'Site',
    campaigns: 'Top campaigns',
    campaign: 'Campaign',
    campaignNote: "A campaign is named by its link's tags: source / medium / name.",
    languages: 'Languages',
    language: 'Language',
    devices: 'Devices',
    device: 'Device',
    deviceNames: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } as Record<string, string>,
    bySource: 'Conversion per source',
    byLanding: 'Conversion per landing page',
    source: 'Source',
    landing: 'Landing page',
    share: 'Share',
    replied: 'Replied',
    won: 'Won',
    /** Beside a source's count of leads, for a screen reader: where its link goes. */
    leadsFrom: (count: number, source: string) =>
      count === 1
        ? ` lead from ${source}: show it in the list`
        : ` leads from ${source}: show them in the list`,
    conversionNote:
      'Leads are those received in the period, spam left out; a count of leads links to those leads in the list.',
    vitals: 'Core Web Vitals of real visitors (75th percentile)',
    vitalsEmpty:
      'No measurements in this period. They are collected when the site is built with performance reporting on.',
    reports: 'Reports',
    none: 'none',
    /** A table's own scrolling box, which a keyboard can scroll at a phone's width. */
    scroller: (table: string) => `${table}, the table`,
    empty: 'Nothing counted in this period.',
  },

  /** The reply's subject, in the lead's language, with its reference. */
  replySubject: {
    en: (reference: string) => `Your inquiry, reference ${reference}`,
    es: (reference: string) => `Su consulta, referencia ${reference}`,
  },
} as const;

export const statusNames: Record<Status, string> = {
  new: 'New',
  replied: 'Replied',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** What each notice is, by the outbox's kind. */
const noticeKinds: Record<NoticeKind, string> = {
  enquiry: 'Notice to the company',
  acknowledgement: 'Acknowledgement to the sender',
};
/** The channels a notice goes by. */
const channelNames: Record<string, string> = {
  email: 'e-mail',
  discord: 'Discord',
  slack: 'Slack',
  telegram: 'Telegram',
  webhook: 'webhook',
};

/** A subscriber's status, by the newsletter's own word for it. */
export const subscriberStatusNames: Record<SubscriberStatus, string> = {
  pending: 'Not yet confirmed',
  subscribed: 'Subscribed',
};

export const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' };

/** A language's name, or its code when the inbox has no name for it. */
export const languageName = (locale: string) => languageNames[locale] ?? locale;

/** The reply's subject in the lead's language; English for a language the inbox has no subject in. */
export const replySubject = (locale: string, reference: string) =>
  (locale === 'es' ? words.replySubject.es : words.replySubject.en)(reference);
