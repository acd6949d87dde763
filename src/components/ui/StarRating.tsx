import { useId } from 'react';
import ui from 'virtual:content/interface.yaml';
import { fill } from '../../content/template';
import * as styles from './StarRating.css';

const starPath =
  'M12 1.5l3.09 6.62 7.16.82-5.3 4.9 1.44 7.13L12 17.4l-6.39 3.57 1.44-7.13-5.3-4.9 7.16-.82z';

type StarFill = 'full' | 'half' | 'empty';

/** Each star's fill for a rating, rounded to the nearest half star. */
export const starFills = (rating: number, max: number): StarFill[] => {
  const halves = Math.round(rating * 2);
  return Array.from({ length: max }, (_, i) =>
    halves >= 2 * (i + 1) ? 'full' : halves === 2 * i + 1 ? 'half' : 'empty',
  );
};

type StarRatingProps = { rating: number; max?: number; size?: number };

/** A rating as full, half and empty stars, read by assistive technology as e.g. '4.5 out of 5'. */
export function StarRating({ rating, max = 5, size = 18 }: StarRatingProps) {
  const halfClip = useId();
  return (
    <svg
      className={styles.root}
      role="img"
      aria-label={fill(ui.rating, { rating, max })}
      width={size * max}
      height={size}
      viewBox={`0 0 ${24 * max} 24`}
      focusable="false"
    >
      <defs>
        <clipPath id={halfClip}>
          <rect width="12" height="24" />
        </clipPath>
      </defs>
      {starFills(rating, max).map((fill, i) => (
        <g key={i} transform={`translate(${24 * i} 0)`}>
          <path d={starPath} className={styles.empty} />
          {fill !== 'empty' && (
            <path
              d={starPath}
              className={styles.filled}
              clipPath={fill === 'half' ? `url(#${halfClip})` : undefined}
            />
          )}
        </g>
      ))}
    </svg>
  );
}
