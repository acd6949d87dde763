import type { ReactNode } from 'react';
import { container, rendersWhenNear, section, sectionAlt } from '../../styles/layout.css';
import { visuallyHidden } from '../../styles/utils.css';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading';

type SectionProps = {
  /** The id of the section's h2, which names the section. */
  titleId: string;
  /** The heading block at the top of the content; leave it out where the layout places `<SectionHeading id={titleId}>` itself. */
  heading?: Omit<SectionHeadingProps, 'id'>;
  /** An h2 for assistive technology only, for sections whose content speaks for itself. */
  hiddenTitle?: string;
  /** The white band, or the light grey one; `className` replaces both for a section with a look of its own. */
  band?: 'plain' | 'alt';
  className?: string;
  /** Lays out the content inside the centred container (a grid, for example). */
  layoutClassName?: string;
  /**
   * Content drawn beyond the section's edges (the home intro's strip, raised over the
   * hero). Such a section always renders: skipping it off screen would clip that content
   * to the section's box.
   */
  drawsOutside?: boolean;
  children: ReactNode;
};

/** A page section: a landmark named by its heading, the band, the centred container and the heading block. */
export function Section({
  titleId,
  heading,
  hiddenTitle,
  band = 'plain',
  className,
  layoutClassName,
  drawsOutside = false,
  children,
}: SectionProps) {
  const look = className ?? (band === 'alt' ? sectionAlt : section);
  return (
    <section
      aria-labelledby={titleId}
      className={drawsOutside ? look : `${look} ${rendersWhenNear}`}
    >
      {hiddenTitle && (
        <h2 id={titleId} className={visuallyHidden}>
          {hiddenTitle}
        </h2>
      )}
      <div className={layoutClassName ? `${container} ${layoutClassName}` : container}>
        {heading && <SectionHeading id={titleId} {...heading} />}
        {children}
      </div>
    </section>
  );
}
