import type { ReactNode } from 'react';
import { siteLocale } from '../../content/locale';
import { site } from '../../content/site';
import { honeypotField, localeField, sourceFields } from '../../forms/formData';
import { honeypotLabel } from '../../forms/siteCopy';
import type { useForm } from '../../forms/useForm';
import * as honeypot from './Honeypot.css';
import { SendStatus, type SendStatusCopy } from './SendStatus';

type FormFrameProps = {
  form: Pick<ReturnType<typeof useForm>, 'formRef' | 'action' | 'native' | 'onSubmit' | 'state' | 'mailtoHref' | 'send'>;
  copy: SendStatusCopy & { title: string; noscript: { lead: string; or: string } };
  className: string;
  noscriptClassName: string;
  tone: 'onLight' | 'onDark';
  /** The form's own fields and its submit button. */
  children: ReactNode;
};

/**
 * What every form of the site holds around its fields. Posting to the site's own receiver
 * it is a plain HTML form too: with JavaScript off the browser posts it, with the hidden
 * fields below, and lands on the thank-you page. Then the send's status.
 */
export function FormFrame({ form, copy, className, noscriptClassName, tone, children }: FormFrameProps) {
  return (
    <form ref={form.formRef} className={className} aria-label={copy.title} method="post" action={form.action} noValidate onSubmit={form.onSubmit}>
      {/* A form the browser cannot post says, with JavaScript off, how to reach the company instead. */}
      {!form.native && (
        <noscript>
          <p className={noscriptClassName}>
            {copy.noscript.lead} <a href={`mailto:${site.email}`}>{site.email}</a> {copy.noscript.or}{' '}
            <a href={site.phone.href}>{site.phone.display}</a>.
          </p>
        </noscript>
      )}
      {children}
      {/* A field only bots fill in: out of sight, out of the tab order and hidden from assistive
          technology. A submission that fills it is dropped without a word. */}
      <div className={honeypot.trap} aria-hidden="true">
        <label>
          {honeypotLabel}
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {/* The page's language, for a post the browser makes itself: the receiver answers in it. */}
      <input type="hidden" name={localeField} value={siteLocale} />
      {/* Where the visit came from: empty as prerendered (and so as hydrated), filled by the boot
          script as the form is submitted. With JavaScript off the receiver reads the request instead. */}
      {sourceFields.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      <SendStatus state={form.state} copy={copy} mailtoHref={form.mailtoHref} onRetry={form.send} tone={tone} />
    </form>
  );
}
