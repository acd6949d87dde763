import { Panel } from './Panel';
import { Time } from './Time';
import type { Change } from './types';
import { words } from './words';
import * as styles from './LeadPage.css';

/** Who changed what on the lead, and when, oldest first as the API keeps them. */
export function LeadHistory({ changes }: { changes: Change[] }) {
  return (
    <Panel id="lead-history" title={words.lead.history}>
      {changes.length === 0 ? (
        <p className={styles.none}>{words.lead.noChanges}</p>
      ) : (
        <ol className={styles.plainList}>
          {changes.map((change, index) => (
            <li key={`${change.at}-${index}`} className={styles.change}>
              <span className={styles.changeWhat}>{words.lead.change(change.what)}</span>
              <span className={styles.changeWho}>
                {words.lead.changeBy(change.editor)}, <Time ms={change.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
