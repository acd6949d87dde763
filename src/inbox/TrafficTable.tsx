import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles/utils.css';
import { Panel } from './Panel';
import { words } from './words';
import * as panelStyles from './panel.css';
import * as styles from './SourcesTable.css';
import * as trafficStyles from './Traffic.css';

export type Column<Row> = { head: string; cell: (row: Row) => ReactNode };

type TrafficTableProps<Row> = {
  id: string;
  title: string;
  /** What each row is: its name, the row's heading. */
  rowHead: { head: string; cell: (row: Row) => string };
  /** The counts, right-aligned. */
  columns: Column<Row>[];
  rows: Row[];
  /** Tells rows apart where their names may not: by default, the name. */
  rowKey?: (row: Row) => string;
  wide?: boolean;
  empty?: string;
  children?: ReactNode;
};

/** One of the Traffic view's cards: a table of counts, most first, or why there is none. */
export function TrafficTable<Row>(props: TrafficTableProps<Row>) {
  const { id, title, rowHead, columns, rows, rowKey = rowHead.cell, children } = props;
  return (
    <div className={props.wide ? trafficStyles.wide : undefined}>
      <Panel id={id} title={title}>
        {rows.length === 0 ? (
          <p className={panelStyles.muted}>{props.empty ?? words.traffic.empty}</p>
        ) : (
          // Focusable, so a keyboard can scroll a table wider than a phone.
          <div
            className={trafficStyles.scroll}
            tabIndex={0}
            role="region"
            aria-label={words.traffic.scroller(title)}
          >
            <table className={styles.table}>
              <caption className={visuallyHidden}>{title}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.columnHead}>
                    {rowHead.head}
                  </th>
                  {columns.map(({ head }) => (
                    <th key={head} scope="col" className={`${styles.columnHead} ${styles.number}`}>
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    <th scope="row" className={styles.rowHead}>
                      {rowHead.cell(row)}
                    </th>
                    {columns.map(({ head, cell }) => (
                      <td key={head} className={`${styles.cell} ${styles.number}`}>
                        {cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {children}
      </Panel>
    </div>
  );
}
