/**
 * The specification's behavioural and layout constants (SPEC §9), named once.
 * Styles and hooks import them from here; nothing else spells these numbers.
 */
import { breakpoints } from './styles/breakpoints';

/** At this width and below, the header's links collapse into the menu button. */
export const menuCollapseWidth = breakpoints.lg;
export const drawerWidthPx = 300;
export const headerHeightPx = 100;
/** The sticky header appears once the page is scrolled past this share of the window height. */
export const stickyHeaderThreshold = 0.9;
export const stickyHeaderFadeMs = 400;

/** Services page grid: one card per row below the medium breakpoint, three on wide screens. */
export const serviceGridColumns = { xs: 1, md: 2, lg: 3 } as const;
/** The office map on the contact page is this tall. */
export const mapHeightPx = 500;
/**
 * The map's frame is created once its box is this close to the window: the page's one
 * third-party request never competes with the page's own load.
 */
export const mapLoadMargin = '400px';
/** About page badge: '9+ Years Experience'. */
export const experienceYears = 9;
/** About page highlight: the Expert Team claim, in percent. */
export const expertTeamPercent = 100;
/** The privacy policy states the service is not intended for children under this age. */
export const privacyMinimumAge = 10;

/** A form send is aborted, and reported as failed, after this long without an answer. */
export const formSendTimeoutMs = 15_000;
/** Contact form limits, in characters after trimming. */
export const contactNameLength = { min: 2, max: 100 } as const;
export const contactMessageLength = { min: 10, max: 10_000 } as const;
/** E-mail addresses longer than this cannot be delivered (RFC 5321 path limit). */
export const emailMaxLength = 254;
/** Phone numbers carry this many digits, country code included (E.164 allows at most 15). */
export const phoneDigits = { min: 7, max: 15 } as const;
/**
 * Drafts up to this size (serialised) are kept: room for a message well past its limit,
 * yet bounded; anything larger found in storage is treated as corrupt and ignored.
 */
export const draftMaxChars = 50_000;

/** Slides shown at once from each window width up, ascending from 0. */
export type SlidesPerView = readonly { minWidthPx: number; perView: number }[];

/** One to four per view at the theme's breakpoints, as the spec gives both home carousels. */
const oneToFourPerView: SlidesPerView = [
  { minWidthPx: breakpoints.xs, perView: 1 },
  { minWidthPx: breakpoints.sm, perView: 2 },
  { minWidthPx: breakpoints.md, perView: 3 },
  { minWidthPx: breakpoints.lg, perView: 4 },
];

export type CarouselTiming = { slidesPerView: SlidesPerView; gapPx: number; delayMs: number; slideMs: number };

/** Home services carousel: one card every 5 s, 0.5 s slide, wrapping. */
export const servicesCarousel: CarouselTiming = { slidesPerView: oneToFourPerView, gapPx: 24, delayMs: 5000, slideMs: 500 };

/** Technologies logo carousel: endless, every 3 s, no gap between cells. */
export const technologiesCarousel: CarouselTiming = { slidesPerView: oneToFourPerView, gapPx: 0, delayMs: 3000, slideMs: 500 };
export const technologyCellHeightPx = 150;
export const technologyLogoSize = { width: 220, height: 120 } as const;

/** About page testimonials: 3 / 2 / 1 per view at 1024 / 600 / 0 px, 30 px apart. */
export const aboutTestimonialsCarousel: CarouselTiming = {
  slidesPerView: [
    { minWidthPx: 0, perView: 1 },
    { minWidthPx: breakpoints.sm, perView: 2 },
    { minWidthPx: 1024, perView: 3 },
  ],
  gapPx: 30,
  delayMs: 2500,
  slideMs: 800,
};

/** Home customer feedback: the active testimonial changes every 1.5 s. */
export const testimonialRotatorMs = 1500;

/** Statistics count up over 1 s once the banner is half visible. */
export const statsCountUp = { durationMs: 1000, threshold: 0.5 } as const;

/** The intro strip fades in over 1 s once its top is 150 px above the window's bottom. */
export const introReveal = { durationMs: 1000, rootMargin: '0px 0px -150px 0px' } as const;

/** The hero's minimum height on desktop. */
export const heroMinHeightPx = 430;
/**
 * A deferred part's code is fetched once the part is this close to the window, or the
 * visitor starts to scroll, touch or type: ahead of the visitor, yet never on a visit
 * that stays on the first screen.
 */
export const deferredLoadMargin = '200px';
/** A page's lazy chunk that has not arrived after this long counts as failed (SPEC §9). */
export const lazyChunkTimeoutMs = 120_000;
