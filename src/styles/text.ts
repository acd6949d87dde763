import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Capitals spaced out: labels, eyebrows, navigation links. */
export const caps = (letterSpacing: string) =>
  ({ letterSpacing, textTransform: 'uppercase' }) as const;

/** The small orange label over a title (a section's eyebrow, a case study's challenge). */
export const eyebrowText = {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
  ...caps('0.14em'),
} as const;

/** A headline figure: bold, its digits of one width so a number keeps its size as it changes. */
export const figureText = {
  fontWeight: vars.weight.bold,
  fontVariantNumeric: 'tabular-nums',
} as const;

/** A link in the heading colour with no underline until hovered, when it turns orange. */
export const plainLink = {
  color: vars.color.heading,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
} satisfies StyleRule;

/** A card's "read more" link in small capitals, underlined on hover, an arrow after its words. */
export const arrowLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
  ...caps('0.08em'),
  textDecoration: 'none',
  color: vars.color.heading,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '4px' } },
} satisfies StyleRule;
