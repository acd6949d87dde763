import { memo } from 'react';
import { Avatar } from '../../components/ui/Avatar';
import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import { StarRating } from '../../components/ui/StarRating';
import { testimonialRotatorMs } from '../../components/ui/carousels';
import home from 'virtual:content/home.yaml';
import { fill } from '../../content/template';
import testimonials from 'virtual:content/testimonials.yaml';
import ui from 'virtual:content/interface.yaml';
import { rotationControlAttribute } from '../../hooks/useAutoplay';
import { useCarousel } from '../../hooks/useCarousel';
import { useHydrated } from '../../hooks/useHydrated';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './Feedback.css';

const count = testimonials.home.length;

type PickProps = { name: string; index: number; active: boolean; onPick: (index: number) => void };

// Memoised, as is each slide: a change re-renders only the two whose state it changes.
const Pick = memo(function Pick({ name, index, active, onPick }: PickProps) {
  return (
    <button
      type="button"
      className={styles.pick}
      aria-current={active}
      onClick={() => onPick(index)}
    >
      {/* Named by text, not aria-label: the avatar's initials are visible text a label would have to contain. */}
      <span className={visuallyHidden}>{fill(home.feedbackSection.pickLabel, { name })}</span>
      <Avatar name={name} size={64} />
    </button>
  );
});

type SlideProps = {
  testimonial: (typeof testimonials.home)[number];
  index: number;
  active: boolean;
  hidden: boolean;
};

const Slide = memo(function Slide({
  testimonial: { name, role, rating, text },
  index,
  active,
  hidden,
}: SlideProps) {
  return (
    // A div: the slide's role (group) would override a figure's, and a figure with
    // a caption may not take another role.
    <div
      role="group"
      aria-roledescription={ui.carousel.slideName}
      aria-label={fill(ui.carousel.slide, { position: index + 1, count })}
      className={`${styles.slide} rotator-slide`}
      data-active={active}
      aria-hidden={hidden || undefined}
      inert={hidden}
    >
      <Icon name="quote" size={40} className={styles.quoteMark} />
      <StarRating rating={rating} size={20} />
      <blockquote className={styles.quote}>
        <p>{text}</p>
      </blockquote>
      <p className={styles.caption}>
        <span className={styles.name}>{name}</span>
        <span className={styles.role}>{role}</span>
      </p>
    </div>
  );
});

/**
 * Customer feedback: one testimonial at a time, the next every 1.5 s. The avatars pick
 * one directly; the active avatar is enlarged. Pause rules as for every carousel.
 */
export function Feedback() {
  const hydrated = useHydrated();
  const rotator = useCarousel<HTMLDivElement>({
    count,
    perView: 1,
    clones: 0,
    delayMs: testimonialRotatorMs,
  });
  const { autoplay, active } = rotator;
  // Before hydration every testimonial stays readable; only the first shows.
  const hidden = (index: number) => hydrated && index !== active;

  return (
    <Section
      titleId="feedback-title"
      heading={{
        eyebrow: home.feedbackSection.eyebrow,
        title: home.feedbackSection.title,
        align: 'center',
      }}
    >
      <div
        ref={autoplay.ref}
        role="region"
        aria-roledescription={ui.carousel.name}
        aria-label={home.feedbackSection.rotatorLabel}
        className={styles.rotator}
        {...autoplay.handlers}
      >
        <div className={`${styles.picker} js-only`}>
          <button
            type="button"
            className={styles.pause}
            onClick={autoplay.toggle}
            {...{ [rotationControlAttribute]: '' }}
          >
            <Icon name={autoplay.userPaused ? 'play' : 'pause'} size={14} />
            <span className={visuallyHidden}>
              {autoplay.userPaused ? ui.carousel.start : ui.carousel.stop}
            </span>
          </button>
          {testimonials.home.map(({ name }, index) => (
            <Pick
              key={name}
              name={name}
              index={index}
              active={index === active}
              onPick={rotator.goTo}
            />
          ))}
        </div>
        <div
          className={`${styles.slides} rotator-slides`}
          aria-live={autoplay.rotating ? 'off' : 'polite'}
        >
          {testimonials.home.map((testimonial, index) => (
            <Slide
              key={testimonial.name}
              testimonial={testimonial}
              index={index}
              active={index === active}
              hidden={hidden(index)}
            />
          ))}
        </div>
      </div>
    </Section>
  );
}
