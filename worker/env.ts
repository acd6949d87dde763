// What the Worker is given: its bindings, its settings (wrangler.jsonc "vars", overridden
// with --var locally) and its secrets (`wrangler secret put`, or .dev.vars locally).
// The D1 and runtime types are declared here, only as far as the Worker uses them, so the
// project's one TypeScript setup (DOM library included) also checks the Worker.
import { retentionDays } from '../src/content/retention';
import type { JunkBudget } from './lanes';

export type D1Result<T> = { results: T[]; meta: { changes: number } };

export interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  run(): Promise<D1Result<unknown>>;
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  /** Runs the statements in one transaction. */
  batch<T = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]>;
}

export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ScheduledController {
  scheduledTime: number;
  cron: string;
}

export interface Env {
  DB: D1Database;
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** Messages kept this many days, then deleted by the cron trigger. */
  RETENTION_DAYS?: string;
  /** New messages and sign-ups one client may send per window. */
  RATE_LIMIT_MAX?: string;
  /** Per client and window, posts without proof of work (worker/lanes.ts): fewer, as they cost a script nothing. */
  PLAIN_RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
  /** Secret: the key of the HMAC that stands for a client's IP address in the rate limit; without it form posts are refused. */
  RATE_LIMIT_SECRET?: string;
  /** Site-wide: messages stored (spam included) and sign-ups taken per clock hour, from everyone together. */
  SITE_MESSAGES_PER_HOUR?: string;
  SITE_SIGN_UPS_PER_HOUR?: string;
  /** Site-wide: messages and sign-ups without proof of work per clock hour (worker/lanes.ts). */
  SITE_PLAIN_PER_HOUR?: string;
  /** Site-wide: page views counted per UTC day (worker/traffic); past it the day's beacons are refused. */
  TRAFFIC_VIEWS_PER_DAY?: string;
  /** What junk (spam, and messages without proof) may store per day, and kept in all. */
  JUNK_ROWS_PER_DAY?: string;
  JUNK_BYTES_PER_DAY?: string;
  JUNK_ROWS_IN_ALL?: string;
  JUNK_BYTES_IN_ALL?: string;
  /** Secret: the HMAC key of the proof-of-work challenges (worker/proof.ts); without it none is issued. */
  PROOF_SECRET?: string;
  /**
   * Cloudflare Turnstile (worker/turnstile.ts), off unless both are set: the widget's site key
   * (also in the site build's environment, which puts the widget in the forms) and, a secret,
   * its secret key.
   */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** A JSON submit made sooner than this after the page opened is kept as spam, answered as usual. */
  MIN_FILL_MS?: string;
  /** Benchmarks on the local runtime only: `header` lets a page view name its moment (worker/testClock.ts). */
  TEST_CLOCK?: string;
  /** The first retry of a failed notification waits this long; each further one twice as long. */
  NOTIFY_RETRY_BASE_SECONDS?: string;
  /** Secret: a webhook (chat tool, CRM) that receives every lead as JSON. */
  NOTIFY_WEBHOOK_URL?: string;
  /** An HTTP e-mail API taking {from, to, subject, text} with a bearer key (Resend's shape). */
  EMAIL_API_URL?: string;
  /** Secret: the e-mail API's key. */
  EMAIL_API_KEY?: string;
  /** E-mails the site sends the company in one clock hour (its notices, digests); the rest wait for the next hour. */
  COMPANY_EMAILS_PER_HOUR?: string;
  /** E-mails the site sends visitors in one clock hour (acknowledgements, confirmation links), apart from the company's. */
  VISITOR_EMAILS_PER_HOUR?: string;
  /** The company's inbox for lead notifications, and the sender address. */
  NOTIFY_EMAIL_TO?: string;
  NOTIFY_EMAIL_FROM?: string;
  /** The GitHub OAuth app editors sign in to the content manager with (docs/OPERATING.md). */
  GITHUB_CLIENT_ID?: string;
  /** Secret: that app's client secret. */
  GITHUB_CLIENT_SECRET?: string;
  /** Hostnames the content manager runs on, comma-separated (`*.example.com` for subdomains); only they receive a token. */
  CMS_ALLOWED_DOMAINS?: string;
  /**
   * Cloudflare Access in front of the inbox (docs/INBOX-SETUP.md): the team's domain, such as
   * `vantix.cloudflareaccess.com` (no scheme), whose keys sign the tokens. Unset together with
   * ACCESS_AUD, the inbox opens only where INBOX_OPEN_LOCALLY says so; one without the other
   * opens it to nobody.
   */
  ACCESS_TEAM_DOMAIN?: string;
  /** The Access application's Audience (AUD) tag: a token for another application is refused. */
  ACCESS_AUD?: string;
  /** `1`, set by the local runtime only (scripts/runtime.mjs): without Access, the inbox opens without sign-in. */
  INBOX_OPEN_LOCALLY?: string;
}

/** The receiver's settings, read from the environment with their defaults. */
export type Settings = {
  retentionDays: number;
  rateLimit: { max: number; plainMax: number; windowMs: number };
  /** Site-wide hourly caps: past them every client is told to try later, so no flood fills the database. */
  caps: { messagesPerHour: number; signUpsPerHour: number; plainPerHour: number };
  junk: JunkBudget;
  /** Page views counted per UTC day from everyone together: about four rows written each. */
  trafficViewsPerDay: number;
  minFillMs: number;
  retryBaseMs: number;
  /** E-mails per clock hour, each budget apart: visitors' e-mails never hold back the company's. */
  emailsPerHour: { company: number; visitors: number };
};

const number = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
};

export function settings(env: Env): Settings {
  return {
    retentionDays: number(env.RETENTION_DAYS, retentionDays),
    rateLimit: {
      max: number(env.RATE_LIMIT_MAX, 5),
      plainMax: number(env.PLAIN_RATE_LIMIT_MAX, 3),
      windowMs: number(env.RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    },
    caps: {
      messagesPerHour: number(env.SITE_MESSAGES_PER_HOUR, 100),
      signUpsPerHour: number(env.SITE_SIGN_UPS_PER_HOUR, 200),
      plainPerHour: number(env.SITE_PLAIN_PER_HOUR, 20),
    },
    // 2 MB a day is 50 of the largest messages, or a thousand of a usual length: kept 7 days, at
    // most 14 MB, in D1's free 500 MB.
    junk: {
      rowsPerDay: number(env.JUNK_ROWS_PER_DAY, 300),
      bytesPerDay: number(env.JUNK_BYTES_PER_DAY, 2_000_000),
      rowsInAll: number(env.JUNK_ROWS_IN_ALL, 5_000),
      bytesInAll: number(env.JUNK_BYTES_IN_ALL, 20_000_000),
    },
    // With the leads' few writes, inside D1's free 100,000 rows written a day.
    trafficViewsPerDay: number(env.TRAFFIC_VIEWS_PER_DAY, 15_000),
    minFillMs: number(env.MIN_FILL_MS, 3000),
    retryBaseMs: number(env.NOTIFY_RETRY_BASE_SECONDS, 60) * 1000,
    emailsPerHour: {
      company: number(env.COMPANY_EMAILS_PER_HOUR, 30),
      visitors: number(env.VISITOR_EMAILS_PER_HOUR, 20),
    },
  };
}
