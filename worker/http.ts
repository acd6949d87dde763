// The receiver's answers: JSON for the site's script, plain pages and redirects for a
// browser posting a form natively (JavaScript off).

/** Why a request was refused, and the sentence the visitor reads. */
export type Refusal = {
  status: 400 | 403 | 404 | 405 | 413 | 415 | 429 | 500 | 503;
  message: string;
  /** 400: the sentence for each field, as the form shows it next to the field. */
  fieldErrors?: Record<string, string>;
  /** 429: seconds until the client may send again. */
  retryAfterSeconds?: number;
};

const noStore = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...noStore, ...headers },
  });
}

export function refusalJson(refusal: Refusal): Response {
  const { status, message, fieldErrors, retryAfterSeconds } = refusal;
  return json(
    {
      error: message,
      ...(fieldErrors && { fieldErrors }),
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    },
    status,
    retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {},
  );
}

/** After a native form post: the browser GETs `location` (303 See Other), so a reload never posts twice. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, ...noStore } });

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

// The pages are plain on purpose: no script, no style, nothing to load.
const pagePolicy =
  "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A plain HTML page in the language `lang` (`en`, `es`); `bodyHtml` must already be escaped. */
export function page(
  lang: string,
  title: string,
  bodyHtml: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': pagePolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      ...noStore,
      ...headers,
    },
  });
}
