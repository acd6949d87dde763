import * as styles from './Avatar.css';

const tones = ['navy', 'orange', 'blue'] as const;

/** A stable number for a name, so each person keeps the same colours and shape. */
const hash = (text: string) =>
  [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** Geometric accents drawn behind the initials; one is picked per name. */
const shapes = [
  'M0 44 L44 0 H64 V64 H0 Z',
  'M64 64 m-40 0 a40 40 0 0 1 40 -40 V64 Z',
  'M0 64 V34 Q32 18 64 34 V64 Z',
];

/**
 * A person's generated avatar: initials on a geometric tile in the brand colours.
 * Decorative, because the name is always written beside it.
 */
export function Avatar({ name, size = 64 }: { name: string; size?: number }) {
  const seed = hash(name);
  const tone = styles.tones[tones[seed % tones.length] ?? 'navy'];
  return (
    <svg
      className={styles.root}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="32" className={tone.tile} />
      <path d={shapes[Math.floor(seed / tones.length) % shapes.length]} className={tone.shape} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        className={`${styles.letters} ${tone.initials}`}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
