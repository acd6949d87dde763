import { useLocation } from 'wouter';
import { localePath } from '../../content/locale';
import ui from 'virtual:content/interface.yaml';
import { container } from '../../styles/layout.css';
import * as styles from './PageLoadError.css';

type Props = { message: keyof Omit<typeof ui.pageLoadFailure, 'reload'> };

/** A plain notice that the page's code did not arrive, with a link that loads it afresh. */
export function PageLoadError({ message }: Props) {
  const [path] = useLocation();
  return (
    <div className={styles.root[message]} role="alert">
      <p className={`${container} ${styles.text}`}>
        {ui.pageLoadFailure[message]} <a href={localePath(path)}>{ui.pageLoadFailure.reload}</a>
      </p>
    </div>
  );
}
