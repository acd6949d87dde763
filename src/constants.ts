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
