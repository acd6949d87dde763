import { button } from '../components/ui/button.css';
import { words } from './words';
import * as styles from './Inbox.css';

type AccessPageProps = {
  state: 'loading' | 'forbidden' | 'failed';
  message: string;
  onRetry: () => void;
};

/** What the inbox shows before it knows who is signed in: waiting, a refusal, or a failure to retry. */
export function AccessPage({ state, message, onRetry }: AccessPageProps) {
  return (
    <main className={styles.main}>
      <div className={styles.notice}>
        {state === 'loading' && (
          <p role="status" className={styles.waiting}>
            {words.loading}
          </p>
        )}
        {state === 'forbidden' && (
          <>
            <h1 className={styles.title}>{words.forbidden.title}</h1>
            <p>{words.forbidden.body}</p>
            <button
              type="button"
              className={button({ tone: 'primary' })}
              onClick={() => window.location.reload()}
            >
              {words.forbidden.reload}
            </button>
          </>
        )}
        {state === 'failed' && (
          <>
            <h1 className={styles.title}>{words.failed.title}</h1>
            <p role="alert">{message}</p>
            <p>{words.failed.body}</p>
            <button type="button" className={button({ tone: 'primary' })} onClick={onRetry}>
              {words.retry}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
