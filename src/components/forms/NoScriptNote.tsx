import { site } from '../../content/site';

type NoScriptNoteProps = { copy: { lead: string; or: string }; className?: string };

/** With JavaScript off the forms cannot send, so they say how to reach the company instead. */
export function NoScriptNote({ copy, className }: NoScriptNoteProps) {
  return (
    <noscript>
      <p className={className}>
        {copy.lead} <a href={`mailto:${site.email}`}>{site.email}</a> {copy.or} <a href={site.phone.href}>{site.phone.display}</a>.
      </p>
    </noscript>
  );
}
