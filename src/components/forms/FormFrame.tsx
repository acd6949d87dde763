import type { ReactNode } from 'react';
import { siteLocale } from '../../content/locale';
import { site } from '../../content/site';
import { honeypotField, localeField, sourceFields } from '../../forms/contract.mjs';
import type { SubmitState, useForm } from '../../forms/useForm';
import { pageWords, type FormWords } from '../../forms/words';
import { Icon } from '../ui/Icon';
import * as styles from './FormFrame.css';

/** The words around both forms' fields, as they send and after (content/<language>/forms.yaml); only a sign-up has `pending`. */
type FrameWords = Pick<
  FormWords['newsletter'],
  | 'title'
  | 'noscript'
  | 'sendingStatus'
  | 'sent'
  | 'reference'
  | 'mailtoOpened'
  | 'failedTitle'
  | 'failedKept'
  | 'failureReasons'
  | 'retry'
  | 'mailtoInstead'
> & { pending?: string };

type FormFrameProps = {
  form: Pick<
    ReturnType<typeof useForm>,
    'formRef' | 'action' | 'ownReceiver' | 'onSubmit' | 'state' | 'mailtoHref' | 'send'
  >;
  words: FrameWords;
  tone: 'onLight' | 'onDark';
  /** The form's own fields and its submit button. */
  children: ReactNode;
};

function doneText(state: SubmitState, words: FrameWords): string | undefined {
  if (state.status !== 'sent') return undefined;
  if (state.via === 'mailto') return words.mailtoOpened;
  const text = state.pending && words.pending ? words.pending : words.sent;
  return state.reference ? `${text} ${words.reference(state.reference)}` : text;
}

/**
 * What every form of the site holds around its fields. Posting to the site's own receiver
 * it is a plain HTML form too: with JavaScript off the browser posts it, with the hidden
 * fields below, and lands on the thank-you page. Then what happened to the message: both
 * live regions are always in the page so their content is announced when it arrives,
 * progress and success politely, failure at once.
 */
export function FormFrame({ form, words, tone, children }: FormFrameProps) {
  const { state } = form;
  // The retry button goes as the send starts: focus waits on the send button, which shows the
  // progress.
  const retry = () => {
    form.formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    form.send();
  };
  const box = styles.messageBox[tone];
  const done = doneText(state, words);
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      aria-label={words.title}
      method="post"
      action={form.action}
      noValidate
      onSubmit={form.onSubmit}
    >
      {/* A form the browser cannot post says, with JavaScript off, how to reach the company instead. */}
      {!form.ownReceiver && (
        <noscript>
          <p className={styles.noscript[tone]}>
            {words.noscript.lead} <a href={`mailto:${site.email}`}>{site.email}</a>{' '}
            {words.noscript.or} <a href={site.phone.href}>{site.phone.display}</a>.
          </p>
        </noscript>
      )}
      {children}
      {/* A field only bots fill in: out of sight, out of the tab order and hidden from assistive
          technology. A submission that fills it is dropped without a word. */}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {pageWords.honeypotLabel}
          <input
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      {/* The page's language, for a post the browser makes itself: the receiver answers in it. */}
      <input type="hidden" name={localeField} value={siteLocale} />
      {/* Where the visit came from: empty as prerendered (and so as hydrated), filled by the boot
          script as the form is submitted. With JavaScript off the receiver reads the request instead. */}
      {sourceFields.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      <div role="status" className={styles.region}>
        {state.status === 'sending' && <p className={box.info}>{words.sendingStatus}</p>}
        {done && (
          <p className={`${box.success} ${styles.row}`}>
            <Icon name="checkCircle" size={22} className={styles.icon} />
            {done}
          </p>
        )}
      </div>
      <div role="alert" className={styles.region}>
        {state.status === 'failed' && (
          <div className={`${box.error} ${styles.row}`}>
            <Icon name="alertCircle" size={22} className={styles.icon} />
            <div className={styles.body}>
              <p className={styles.title}>{words.failedTitle}</p>
              <p>
                {state.message ?? words.failureReasons[state.reason]} {words.failedKept}
              </p>
              <p className={styles.actions}>
                <button type="button" className={styles.retry} onClick={retry}>
                  {words.retry}
                </button>
                <a href={form.mailtoHref} className={styles.link}>
                  {words.mailtoInstead}
                </a>
              </p>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}
