// The reports the site's own script sends, not a person (a page view, field measurements):
// refused unless from one of the site's pages, small, and well formed, before anything counts.
import { refusalJson } from './http';
import { defaultLanguage } from './language';
import { isProblem, problemRefusal, readFormPost } from './request';

/** Only a page of this site: the browser names it in Origin on every POST, and Sec-Fetch-Site agrees. */
export function fromOwnPage(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  return (
    request.headers.get('Origin') === new URL(request.url).origin &&
    (site === null || site === 'same-origin')
  );
}

/**
 * The report `read` makes of the post's fields, or the refusal to answer with: another origin,
 * a body over `maxBytes` or not a form's, or fields `read` refuses (with its reason, as a 400).
 */
export async function readOwnPageReport<Report>(
  request: Request,
  maxBytes: number,
  read: (fields: Record<string, string>) => Report | string,
): Promise<Report | Response> {
  // Refusals no person reads: in the default language.
  const messages = defaultLanguage.words.receiverMessages;
  if (!fromOwnPage(request))
    return refusalJson(problemRefusal({ problem: 'crossOrigin' }, messages));
  const parsed = await readFormPost(request, maxBytes);
  if (isProblem(parsed)) return refusalJson(problemRefusal(parsed, messages, maxBytes));
  const report = read(parsed.fields);
  return typeof report === 'string' ? refusalJson({ status: 400, message: report }) : report;
}
