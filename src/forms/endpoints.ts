/**
 * Where the forms deliver, fixed at build time:
 *   VITE_CONTACT_ENDPOINT=https://forms.example.com/f/abc VITE_NEWSLETTER_ENDPOINT=… npm run build
 * Unset (or not an http(s) URL) means the form falls back to the visitor's mail program.
 * The only module that reads these variables; the Content-Security-Policy takes its
 * connect-src origins from `endpointOrigins`.
 */
export function parseEndpoint(raw: string | undefined): string | undefined {
  if (!raw?.trim()) return undefined;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export const endpoints = {
  contact: parseEndpoint(import.meta.env.VITE_CONTACT_ENDPOINT),
  newsletter: parseEndpoint(import.meta.env.VITE_NEWSLETTER_ENDPOINT),
} as const;

/** The distinct origins the forms talk to, for connect-src. */
export const endpointOrigins: readonly string[] = [
  ...new Set(Object.values(endpoints).flatMap((endpoint) => (endpoint ? [new URL(endpoint).origin] : []))),
];
