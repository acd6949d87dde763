/// <reference types="vite/client" />

/** The year the site was built, so prerendered and hydrated copyright lines agree. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** The deployed site's origin, e.g. https://www.vantix.example (see README, "Search, sharing and security"). */
  readonly VITE_SITE_URL?: string;
  /** Contact form delivery: unset = the site's own receiver, an http(s) URL (JSON POST), or `mailto`. See src/forms/endpoints.ts. */
  readonly VITE_CONTACT_ENDPOINT?: string;
  /** Newsletter sign-up delivery, as VITE_CONTACT_ENDPOINT. */
  readonly VITE_NEWSLETTER_ENDPOINT?: string;
  /** `on`: pages report their Core Web Vitals, measured by `web-vitals`, to the receiver (src/app/vitals); off by default. */
  readonly VITE_VITALS?: string;
  /** Cloudflare Turnstile's site key: set, the forms carry its widget's token (src/forms/turnstile.ts); the Worker's TURNSTILE_SITE_KEY too. */
  readonly TURNSTILE_SITE_KEY?: string;
  /** The GitHub repository the content manager commits to, `owner/name` (docs/OPERATING.md). */
  readonly VITE_CMS_REPO?: string;
  /** Its branch the host builds from; `main` unless set. */
  readonly VITE_CMS_BRANCH?: string;
}
