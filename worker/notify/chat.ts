// A lead's text as a chat tool's incoming webhook displays it. Chat tools turn markup into
// mentions and links: a visitor's `<!channel>` would alert the whole Slack channel and
// `[Invoice](https://evil.example)` would be a disguised link in Discord or Teams. Every
// character that starts such markup is escaped the way the tool behind the URL reads it,
// so the visitor's text shows as typed and nothing in it pings anyone or hides a link.

export type ChatDialect = 'slack' | 'discord' | 'teams';

/**
 * The tool behind a webhook URL; any other host (a CRM, an automation service) gets Slack's
 * format. Mattermost and Rocket.Chat are not among the tools: they read Markdown and
 * `@channel`, which Slack's escaping leaves as typed.
 */
function chatDialect(url: string): ChatDialect {
  const host = new URL(url).hostname;
  if (/(^|\.)discord(app)?\.com$/.test(host)) return 'discord';
  if (/(^|\.)(webhook\.office\.com|office\.com|logic\.azure\.com|powerplatform\.com)$/.test(host))
    return 'teams';
  return 'slack';
}

// Slack: `&`, `<` and `>` are the only control characters of its message text; with them
// escaped, `<!channel>`, `<@U123>` and `<https://evil|Invoice>` are plain text.
const slackEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const slack = (text: string) => text.replace(/[&<>]/g, (char) => slackEscapes[char] ?? char);

// Markdown (Discord, Teams): a backslash makes each markup character literal: links,
// emphasis, code, quotes, headings, spoilers, and Discord's `<@id>` / `<#id>` / `<t:…>`.
const markdown = (text: string) => text.replace(/[\\`*_~|[\]()<>#]/g, '\\$&');
// `@everyone` and `@here` need no markup in Discord: a word joiner after the `@`
// keeps them from matching (and `allowed_mentions` below refuses every mention anyway).
const discord = (text: string) => markdown(text).replace(/@(?=everyone|here)/gi, '@\u2060');

type Body = Record<string, unknown>;

/** The webhook body for a text: `text` (Slack, Teams, most others) or `content` (Discord), escaped, plus the lead as data for a CRM. */
function body(dialect: ChatDialect, text: string, data: Body): Body {
  if (dialect === 'discord') return { content: discord(text), allowed_mentions: { parse: [] } };
  return { text: dialect === 'teams' ? markdown(text) : slack(text), ...data };
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * What each tool takes in one message, and how it counts (string length counts UTF-16
 * units, never fewer than the tools' characters):
 * - Discord: `content` of at most 2,000 characters; a longer one is refused (400).
 * - Slack: `text` is cut by Slack itself past 40,000 characters, losing its end.
 * - Teams: an incoming webhook's message is at most 28 KB, and others measured it nearer
 *   21 KB: the whole JSON body is held to 20,000 bytes.
 */
const limits: Record<ChatDialect, { name: string; max: number; size: (body: Body) => number }> = {
  discord: {
    name: "Discord's 2,000 characters",
    max: 2000,
    size: (body) => String(body.content).length,
  },
  slack: {
    name: "Slack's 40,000 characters",
    max: 40_000,
    size: (body) => String(body.text).length,
  },
  teams: {
    name: "Teams' message size",
    max: 20_000,
    size: (body) => utf8Length(JSON.stringify(body)),
  },
};

/** Where the whole of a notice is when the chat's copy is cut: its reference, and its page in the inbox. */
export type Whole = { reference: string; link?: string };

/** The longest start of `text` (whole characters) whose body, with `ending`, fits; null when not even the ending does. */
function cut(dialect: ChatDialect, text: string, ending: string, data: Body): Body | null {
  const { max, size } = limits[dialect];
  const characters = Array.from(text);
  const fits = (count: number) => {
    const candidate = body(dialect, characters.slice(0, count).join('') + ending, data);
    return size(candidate) <= max ? candidate : null;
  };
  let best = fits(0);
  if (!best) return null;
  // Binary search: each character escapes to at least itself, so the size grows with the count.
  let [low, high] = [0, characters.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = fits(middle);
    if (candidate) [best, low] = [candidate, middle];
    else high = middle - 1;
  }
  return best;
}

/**
 * The webhook body, within the tool's limit: a text too long is cut, and ends saying
 * where the whole of it is (`whole`: the reference, and the lead's page in the inbox). On
 * Teams, whose limit counts the whole body, the data's `message` (the one field with no
 * short bound) is left out too when nothing else fits.
 */
export function chatPayload(url: string, text: string, data: Body, whole?: Whole): Body {
  const dialect = chatDialect(url);
  const { name, max, size } = limits[dialect];
  const full = body(dialect, text, data);
  if (size(full) <= max) return full;
  const where = !whole
    ? ''
    : whole.link
      ? ` Read all of ${whole.reference} in the inbox: ${whole.link}`
      : ` All of ${whole.reference} is stored.`;
  const ending = `…\n\nCut to fit ${name}.${where}`;
  const withoutMessage = Object.fromEntries(
    Object.entries(data).filter(([field]) => field !== 'message'),
  );
  return (
    cut(dialect, text, ending, data) ??
    cut(dialect, text, ending, withoutMessage) ??
    body(dialect, ending, {})
  );
}
