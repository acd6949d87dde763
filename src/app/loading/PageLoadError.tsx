import ui from 'virtual:content/interface.yaml';
import { container } from '../../styles/layout.css';
import * as styles from './PageLoadError.css';

type Props = { message: keyof Omit<typeof ui.pageLoadFailure, 'reload'> };

/** A plain notice that the page's code did not arrive, with a link that loads the address the browser shows afresh. */
export function PageLoadError({ message }: Props) {
  return (
    <div className={styles.root[message]} role="alert">
      <p className={`${container} ${styles.text}`}>
        {ui.pageLoadFailure[message]}{' '}
        <a href={window.location.pathname}>{ui.pageLoadFailure.reload}</a>
      </p>
    </div>
  );
}
