// A lead's text as a chat tool's incoming webhook displays it. Chat tools turn markup into
// mentions and links: a visitor's `<!channel>` would alert the whole Slack channel and
// `[Invoice](https://evil.example)` would be a disguised link in Discord or Teams. Every
// character that starts such markup is escaped the way the tool behind the URL reads it,
// so the visitor's text shows as typed and nothing in it pings anyone or hides a link.

export type ChatDialect = 'slack' | 'discord' | 'teams';

/** The tool behind a webhook URL; others (Mattermost, Rocket.Chat, a CRM) take Slack's format. */
export function chatDialect(url: string): ChatDialect {
  const host = new URL(url).hostname;
  if (/(^|\.)discord(app)?\.com$/.test(host)) return 'discord';
  if (/(^|\.)(webhook\.office\.com|office\.com|logic\.azure\.com|powerplatform\.com)$/.test(host)) return 'teams';
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

/** The webhook body: `text` (Slack, Teams, most others) or `content` (Discord), escaped, plus the lead as data for a CRM. */
export function chatPayload(url: string, text: string, data: Record<string, unknown>): Record<string, unknown> {
  const dialect = chatDialect(url);
  if (dialect === 'discord') return { content: discord(text), allowed_mentions: { parse: [] } };
  return { text: dialect === 'teams' ? markdown(text) : slack(text), ...data };
}
