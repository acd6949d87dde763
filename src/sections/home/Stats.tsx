import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import home from 'virtual:content/home.yaml';
import statsFile from 'virtual:content/stats.yaml';
import { useCountUp } from '../../hooks/useCountUp';
import { useHydrated } from '../../hooks/useHydrated';
import { useInView } from '../../hooks/useInView';
import { bandSection } from '../../styles/layout.css';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './Stats.css';

/** Statistics count up over 1 s once the banner is half visible. */
const statsCountUp = { durationMs: 1000, threshold: 0.5 } as const;

function Stat({
  value,
  suffix,
  label,
  icon,
  start,
}: (typeof statsFile.items)[number] & { start: boolean }) {
  const hydrated = useHydrated();
  const counted = useCountUp(value, { durationMs: statsCountUp.durationMs, start });
  // The prerendered page carries the real figures; the count-up starts from 0 once hydrated.
  const shown = hydrated ? counted : value;
  return (
    <li className={styles.stat}>
      <span className={styles.icon}>
        <Icon name={icon} size={30} />
      </span>
      <p className={styles.figure}>
        <span aria-hidden="true">{`${shown}${suffix}`}</span>
        <span className={visuallyHidden}>{`${value}${suffix}`}</span>
      </p>
      <p className={styles.label}>{label}</p>
    </li>
  );
}

/** Four headline figures that count up once, when the banner is half in view. */
export function Stats() {
  const [ref, inView] = useInView<HTMLUListElement>({
    threshold: statsCountUp.threshold,
    once: true,
  });
  return (
    <Section titleId="stats-title" hiddenTitle={home.statsSection.title} className={bandSection}>
      <ul ref={ref} className={styles.list}>
        {statsFile.items.map((stat) => (
          <Stat key={stat.label} {...stat} start={inView === true} />
        ))}
      </ul>
    </Section>
  );
}
