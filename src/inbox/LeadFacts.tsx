import type { ReactNode } from 'react';
import { Panel } from './Panel';
import { Time } from './Time';
import type { LeadDetail } from './types';
import { languageName, words } from './words';
import * as styles from './LeadPage.css';

const orNone = (value: string) =>
  value ? value : <span className={styles.none}>{words.lead.none}</span>;

function Facts({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: { term: string; value: ReactNode }[];
}) {
  return (
    <Panel id={id} title={title}>
      <dl className={styles.facts}>
        {rows.map(({ term, value }) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** The lead's fields and where it came from. */
export function LeadFacts({ lead }: { lead: LeadDetail }) {
  const { lead: w } = words;
  return (
    <>
      <Facts
        id="lead-details"
        title={w.details}
        rows={[
          { term: w.reference, value: lead.reference },
          { term: w.received, value: <Time ms={lead.receivedAt} /> },
          { term: w.name, value: lead.name },
          { term: w.email, value: lead.email },
          { term: w.phone, value: orNone(lead.phone) },
          { term: w.budget, value: orNone(lead.budget) },
          { term: w.language, value: languageName(lead.locale) },
        ]}
      />
      <Facts
        id="lead-origin"
        title={w.origin}
        rows={[
          { term: w.source, value: lead.source },
          { term: w.landing, value: orNone(lead.landing) },
          { term: w.referrer, value: orNone(lead.referrer) },
          { term: w.utmSource, value: orNone(lead.utmSource) },
          { term: w.utmMedium, value: orNone(lead.utmMedium) },
          { term: w.utmCampaign, value: orNone(lead.utmCampaign) },
        ]}
      />
    </>
  );
}
