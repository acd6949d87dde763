import { useEffect, useRef, type MouseEvent } from 'react';
import { visuallyHidden } from '../styles/utils.css';
import { getTraffic, leadsQuery } from './api';
import { formatCount, formatShare } from './format';
import { InboxLink, isPlainClick, viewHref } from './navigation';
import { Problem } from './Problem';
import { TrafficChart } from './TrafficChart';
import { TrafficTable, type Column } from './TrafficTable';
import { trafficDays, type LeadFilters, type Traffic as Answer, type TrafficDays } from './types';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoad } from './useLoad';
import { languageName, words } from './words';
import { Panel } from './Panel';
import * as styles from './Traffic.css';

type Counts = { visitors: number; views: number };
type Conversion = Counts & { leads: number; replied: number; won: number };

const counted = <Row extends Counts>(): Column<Row>[] => [
  { head: words.traffic.visitors, cell: (row) => formatCount(row.visitors) },
  { head: words.traffic.views, cell: (row) => formatCount(row.views) },
];

/** Visitors, leads, the share of one in the other, and how the leads went. */
const converted = <Row extends Conversion>(leads: Column<Row>['cell']): Column<Row>[] => [
  { head: words.traffic.visitors, cell: (row) => formatCount(row.visitors) },
  { head: words.traffic.leads, cell: leads },
  { head: words.traffic.share, cell: (row) => formatShare(row.leads, row.visitors) },
  { head: words.traffic.replied, cell: (row) => formatCount(row.replied) },
  { head: words.traffic.won, cell: (row) => formatCount(row.won) },
];

const leadCount = (row: Conversion) => formatCount(row.leads);
const milliseconds = (value: number | null) =>
  value === null ? words.traffic.none : `${formatCount(Math.round(value))} ms`;

type TrafficProps = {
  days: TrafficDays;
  focusHeading: boolean;
  /** Opens the list of leads under these filters. */
  onShowLeads: (filters: LeadFilters) => void;
};

/** What the site did in a period: visitors and page views, where they came from, and which became leads. */
export function Traffic({ days, focusHeading, onShowLeads }: TrafficProps) {
  useDocumentTitle(words.traffic.title);
  const traffic = useLoad(() => getTraffic(days), `traffic-${days}`);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  /** A source's leads as a link to them in the list, named for a screen reader by its source. */
  const sourceLeads = ({ source, leads }: Answer['sources'][number]) => {
    if (leads === 0) return formatCount(leads);
    const filters: LeadFilters = { status: '', locale: '', source, days: String(days), q: '' };
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onShowLeads(filters);
    };
    return (
      <a
        href={`${viewHref({ name: 'leads' })}${leadsQuery(filters)}`}
        className={styles.leadsLink}
        onClick={onClick}
      >
        {formatCount(leads)}
        <span className={visuallyHidden}>{words.traffic.leadsFrom(leads, source)}</span>
      </a>
    );
  };

  const data = traffic.data;
  return (
    <div className={styles.layout}>
      <div className={styles.head}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {words.traffic.title}
        </h1>
        <nav aria-label={words.traffic.period} className={styles.periods}>
          {trafficDays.map((offered) => (
            <InboxLink
              key={offered}
              to={{ name: 'traffic', days: offered }}
              className={styles.period}
              current={offered === days}
            >
              {words.traffic.periodLink(offered)}
            </InboxLink>
          ))}
        </nav>
      </div>
      <p className={styles.about}>{words.traffic.about}</p>
      <section
        aria-label={words.traffic.days(days)}
        aria-busy={traffic.loading}
        className={styles.layout}
      >
        {traffic.loading && !data && <p>{words.loading}</p>}
        {traffic.error && <Problem message={traffic.error} onRetry={traffic.reload} />}
        {data && (
          <>
            <dl className={styles.totals}>
              {[
                [words.traffic.visitors, formatCount(data.totals.visitors)],
                [words.traffic.views, formatCount(data.totals.views)],
                [words.traffic.leads, formatCount(data.totals.leads)],
                [words.traffic.conversion, formatShare(data.totals.leads, data.totals.visitors)],
              ].map(([name, value]) => (
                <div key={name} className={styles.total}>
                  <dt className={styles.totalName}>{name}</dt>
                  <dd className={styles.totalValue}>{value}</dd>
                </div>
              ))}
            </dl>
            <Panel id="traffic-per-day" title={words.traffic.perDay}>
              <TrafficChart daily={data.daily} />
            </Panel>
            <div className={styles.panels}>
              <TrafficTable
                id="traffic-sources"
                title={words.traffic.bySource}
                rowHead={{ head: words.traffic.source, cell: (row) => row.source }}
                columns={converted(sourceLeads)}
                rows={data.sources}
              >
                <p className={styles.note}>{words.traffic.conversionNote}</p>
              </TrafficTable>
              <TrafficTable
                id="traffic-landings"
                title={words.traffic.byLanding}
                rowHead={{ head: words.traffic.landing, cell: (row) => row.path }}
                columns={converted(leadCount)}
                rows={data.landings}
              />
              <TrafficTable
                id="traffic-campaigns"
                title={words.traffic.campaigns}
                wide
                rowHead={{
                  head: words.traffic.campaign,
                  cell: (row) =>
                    [row.utm_source, row.utm_medium, row.utm_campaign]
                      .map((tag) => tag || words.traffic.none)
                      .join(' / '),
                }}
                columns={[...counted(), ...converted(leadCount).slice(1, 3)]}
                rows={data.campaigns}
                rowKey={(row) => `${row.utm_source}\n${row.utm_medium}\n${row.utm_campaign}`}
              >
                <p className={styles.note}>{words.traffic.campaignNote}</p>
              </TrafficTable>
              <TrafficTable
                id="traffic-pages"
                title={words.traffic.pages}
                rowHead={{ head: words.traffic.page, cell: (row) => row.path }}
                columns={counted()}
                rows={data.pages}
              />
              <TrafficTable
                id="traffic-referrers"
                title={words.traffic.referrers}
                rowHead={{ head: words.traffic.referrer, cell: (row) => row.referrer }}
                columns={counted()}
                rows={data.referrers}
              />
              <TrafficTable
                id="traffic-languages"
                title={words.traffic.languages}
                rowHead={{
                  head: words.traffic.language,
                  cell: (row) => languageName(row.language),
                }}
                columns={counted()}
                rows={data.languages}
              />
              <TrafficTable
                id="traffic-devices"
                title={words.traffic.devices}
                rowHead={{
                  head: words.traffic.device,
                  cell: (row) => words.traffic.deviceNames[row.device] ?? row.device,
                }}
                columns={counted()}
                rows={data.devices}
              />
              <TrafficTable
                id="traffic-vitals"
                title={words.traffic.vitals}
                wide
                empty={words.traffic.vitalsEmpty}
                rowHead={{ head: words.traffic.page, cell: (row) => row.route }}
                columns={[
                  { head: 'LCP', cell: (row) => milliseconds(row.lcp) },
                  { head: 'INP', cell: (row) => milliseconds(row.inp) },
                  {
                    head: 'CLS',
                    cell: (row) => (row.cls === null ? words.traffic.none : row.cls.toFixed(2)),
                  },
                  { head: words.traffic.reports, cell: (row) => formatCount(row.reports) },
                ]}
                rows={data.vitals}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
