import { useId } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../components/ui/Icon';
import { Picture } from '../../components/ui/Picture';
import caseStudiesCopy from 'virtual:content/case-studies-page.yaml';
import type { CaseStudy } from '../../content/types';
import { fill } from '../../content/template';
import { visuallyHidden } from '../../styles/utils.css';
import { formatLongDate } from '../privacy/formatDate';
import * as styles from './CaseStudyCard.css';

const copy = caseStudiesCopy.list;

/** One study in the list; the featured one (the newest) is the page's largest paint and may lie wide. */
export function CaseStudyCard({
  study,
  featured = false,
}: {
  study: CaseStudy;
  featured?: boolean;
}) {
  const titleId = useId();
  const [headline] = study.results;
  return (
    <article
      className={featured ? `${styles.card} ${styles.wide}` : styles.card}
      aria-labelledby={titleId}
    >
      <Picture
        image={study.cover.image}
        alt={study.cover.alt}
        sizes="(min-width: 1200px) 400px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        className={styles.cover}
        priority={featured}
      />
      <div className={styles.body}>
        <p className={styles.sector}>{study.sector}</p>
        <h3 id={titleId} className={styles.title}>
          {study.title}
        </h3>
        <p className={styles.summary}>{study.summary}</p>
        {headline && (
          <p className={styles.headline}>
            <span className={styles.figure}>{headline.figure}</span>{' '}
            <span className={styles.figureLabel}>{headline.label}</span>
          </p>
        )}
        <div className={styles.footer}>
          <p className={styles.date}>
            <span className={visuallyHidden}>{copy.publishedLabel} </span>
            <time dateTime={study.date}>{formatLongDate(study.date)}</time>
          </p>
          <Link href={study.path} className={styles.link}>
            {copy.readMore}
            <span className={visuallyHidden}>
              {fill(copy.readMoreContext, { title: study.title })}
            </span>
            <Icon name="arrowRight" size={18} className={styles.arrow} />
          </Link>
        </div>
      </div>
    </article>
  );
}
