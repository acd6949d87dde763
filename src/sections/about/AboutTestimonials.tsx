import { Avatar } from '../../components/ui/Avatar';
import { Carousel } from '../../components/ui/Carousel';
import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/Section';
import { StarRating } from '../../components/ui/StarRating';
import { aboutTestimonialsCarousel } from '../../components/ui/carousels';
import { fill } from '../../content/template';
import testimonials from 'virtual:content/testimonials.yaml';
import * as styles from './AboutTestimonials.css';

function TestimonialCard({
  name,
  company,
  rating,
  feedback,
}: (typeof testimonials.about.items)[number]) {
  return (
    <figure className={styles.card}>
      <div className={styles.top}>
        <Avatar name={name} size={64} />
        <span className={styles.badge}>
          <Icon name="quote" size={22} />
        </span>
      </div>
      <StarRating rating={rating} />
      <blockquote className={styles.feedback}>
        <p>{feedback}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{name}</span>
        <span className={styles.title}>
          {fill(testimonials.about.clientTitle, { client: company })}
        </span>
      </figcaption>
    </figure>
  );
}

/** What clients say, as a looping carousel of review cards: 1, 2 or 3 in view. */
export function AboutTestimonials() {
  return (
    <Section
      titleId="about-testimonials-title"
      heading={{ eyebrow: testimonials.about.eyebrow, title: testimonials.about.title }}
    >
      <Carousel
        label={testimonials.about.carouselLabel}
        timing={aboutTestimonialsCarousel}
        layoutClassName={styles.layout}
        slides={testimonials.about.items.map((testimonial) => (
          <TestimonialCard key={testimonial.name} {...testimonial} />
        ))}
      />
    </Section>
  );
}
