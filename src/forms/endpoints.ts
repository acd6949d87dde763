import { apiPaths } from '../addresses.mjs';

/**
 * Where each form delivers, fixed at build time: by default the site's own receiver (the Worker
 * beside the pages). For other hosts (VITE_NEWSLETTER_ENDPOINT likewise):
 *   VITE_CONTACT_ENDPOINT=https://forms.example.com/f/abc   a form service or function (JSON POST)
 *   VITE_CONTACT_ENDPOINT=mailto                            the visitor's mail program
 * Anything else that is not an http(s) URL also means mailto: a mistyped setting must not send
 * messages somewhere unknown. The only module that reads these variables.
 */
export function parseEndpoint(raw: string | undefined, ownReceiver: string): string | undefined {
  if (!raw?.trim()) return ownReceiver;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export const endpoints = {
  contact: parseEndpoint(import.meta.env.VITE_CONTACT_ENDPOINT, apiPaths.contact),
  newsletter: parseEndpoint(import.meta.env.VITE_NEWSLETTER_ENDPOINT, apiPaths.newsletter),
} as const;

/** The site's own receiver is addressed by path, on the page's own origin. */
export const isOwnReceiver = (endpoint: string | null | undefined): endpoint is string =>
  endpoint?.startsWith('/') ?? false;

/** The distinct other origins the forms talk to, for connect-src. */
export const endpointOrigins: readonly string[] = [
  ...new Set(
    Object.values(endpoints).flatMap((endpoint) =>
      endpoint && !isOwnReceiver(endpoint) ? [new URL(endpoint).origin] : [],
    ),
  ),
];
