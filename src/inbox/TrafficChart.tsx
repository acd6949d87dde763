import { visuallyHidden } from '../styles/utils.css';
import { formatCount, formatDay } from './format';
import type { Traffic } from './types';
import { words } from './words';
import * as styles from './TrafficChart.css';

type Day = Traffic['daily'][number];

/** The smallest of 1, 2, 2.5 or 5 times a power of ten that is at least `value`: the chart's top. */
function scaleTop(value: number) {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 2.5, 5, 10].map((step) => step * power).find((top) => top >= value) ?? 10 * power;
}

// The drawing's own units: each day 10 wide, the scale 100 high; it stretches to its box.
const dayWidth = 10;
const height = 100;

/**
 * Page views per day as bars, visitors as a line over them, drawn in the theme's colours. For a
 * screen reader the drawing is one image with a summary, and the table after it gives each day.
 */
export function TrafficChart({ daily }: { daily: Day[] }) {
  const top = scaleTop(Math.max(0, ...daily.map(({ views }) => views)));
  const y = (value: number) => height - (value / top) * height;
  const busiest = daily.reduce<Day | undefined>(
    (most, day) => (day.visitors > (most?.visitors ?? 0) ? day : most),
    undefined,
  );
  const summary = words.traffic.chart(
    daily.length,
    daily.reduce((sum, { visitors }) => sum + visitors, 0),
    daily.reduce((sum, { views }) => sum + views, 0),
    busiest ? formatDay(busiest.day) : '',
  );
  const first = daily[0];
  const last = daily.at(-1);
  return (
    <figure className={styles.figure}>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.key}>
          <span className={styles.viewsSwatch} />
          {words.traffic.views}
        </span>
        <span className={styles.key}>
          <span className={styles.visitorsSwatch} />
          {words.traffic.visitors}
        </span>
        <span>{words.traffic.scale(top)}</span>
      </div>
      <svg
        role="img"
        aria-label={summary}
        className={styles.chart}
        viewBox={`0 0 ${daily.length * dayWidth} ${height}`}
        preserveAspectRatio="none"
      >
        {[0, height / 2, height].map((level) => (
          <line
            key={level}
            className={styles.grid}
            x1={0}
            x2={daily.length * dayWidth}
            y1={level}
            y2={level}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {daily.map(({ day, views }, index) => (
          <rect
            key={day}
            className={styles.bar}
            x={index * dayWidth + dayWidth * 0.15}
            width={dayWidth * 0.7}
            y={y(views)}
            height={height - y(views)}
          />
        ))}
        <polyline
          className={styles.line}
          vectorEffect="non-scaling-stroke"
          points={daily
            .map(({ visitors }, index) => `${index * dayWidth + dayWidth / 2},${y(visitors)}`)
            .join(' ')}
        />
      </svg>
      {first && last && (
        <div className={styles.axis} aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      )}
      <table className={visuallyHidden}>
        <caption>{words.traffic.perDay}</caption>
        <thead>
          <tr>
            <th scope="col">{words.traffic.day}</th>
            <th scope="col">{words.traffic.visitors}</th>
            <th scope="col">{words.traffic.views}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map(({ day, visitors, views }) => (
            <tr key={day}>
              <th scope="row">{formatDay(day)}</th>
              <td>{formatCount(visitors)}</td>
              <td>{formatCount(views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
