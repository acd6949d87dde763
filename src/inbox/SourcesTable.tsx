import { visuallyHidden } from '../styles/utils.css';
import { Panel } from './Panel';
import { Problem } from './Problem';
import type { SourceCount } from './types';
import { words } from './words';
import * as panelStyles from './panel.css';
import * as styles from './SourcesTable.css';

type SourcesTableProps = {
  counts: [SourceCount[], SourceCount[]] | undefined;
  error: string | undefined;
  onRetry: () => void;
};

/** Leads per source over the last 30 and 90 days, most leads first. */
export function SourcesTable({ counts, error, onRetry }: SourcesTableProps) {
  const [last30 = [], last90 = []] = counts ?? [];
  const in30 = new Map(last30.map(({ source, leads }) => [source, leads]));
  return (
    <Panel id="sources-title" title={words.sources.title}>
      {error && <Problem message={error} onRetry={onRetry} />}
      {counts && last90.length === 0 && <p className={panelStyles.muted}>{words.sources.empty}</p>}
      {last90.length > 0 && (
        <table className={styles.table}>
          <caption className={visuallyHidden}>{words.sources.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHead}>
                {words.sources.source}
              </th>
              <th scope="col" className={`${styles.columnHead} ${styles.number}`}>
                {words.sources.days(30)}
              </th>
              <th scope="col" className={`${styles.columnHead} ${styles.number}`}>
                {words.sources.days(90)}
              </th>
            </tr>
          </thead>
          <tbody>
            {last90.map(({ source, leads }) => (
              <tr key={source}>
                <th scope="row" className={styles.rowHead}>
                  {source}
                </th>
                <td className={`${styles.cell} ${styles.number}`}>{in30.get(source) ?? 0}</td>
                <td className={`${styles.cell} ${styles.number}`}>{leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
