import { style } from '@vanilla-extract/css';
import { responsive } from '../styles/responsive';
import { vars } from '../styles/theme.css';
import { headingTarget, surface } from './panel.css';

export const layout = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style([
  headingTarget,
  { fontSize: vars.fontSize.h3, color: vars.color.heading },
]);

export const about = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const periods = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});

export const period = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const totals = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  ...responsive({ md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } }),
});

export const total = style([
  surface,
  {
    display: 'grid',
    gap: vars.space.xxs,
    padding: vars.space.md,
    boxShadow: vars.shadow.card,
  },
]);

export const totalName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totalValue = style({
  order: -1,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.weight.bold,
  color: vars.color.heading,
  fontVariantNumeric: 'tabular-nums',
});

export const panels = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  ...responsive({ lg: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
});

export const wide = style(responsive({ lg: { gridColumn: '1 / -1' } }));

/** The panel's own background (`surface`), which the covers must match. */
const panelColour = vars.color.surfaceRaised;
/** The muted text colour, faint: a hint at the edge in either theme, not a border. */
const shade = `color-mix(in srgb, ${vars.color.textMuted} 45%, transparent)`;

/**
 * A table wider than a phone scrolls inside its card, not the page. A shadow shows at an edge
 * with more of the table beyond it: covers in the card's colour scroll with the table (`local`)
 * and hide each shadow while that end of the table is in view.
 */
export const scroll = style({
  overflowX: 'auto',
  background: [
    `linear-gradient(to right, ${panelColour} 40%, transparent) left / 2rem 100% no-repeat local`,
    `linear-gradient(to left, ${panelColour} 40%, transparent) right / 2rem 100% no-repeat local`,
    `radial-gradient(farthest-side at left, ${shade}, transparent) left / 0.5rem 100% no-repeat`,
    `radial-gradient(farthest-side at right, ${shade}, transparent) right / 0.5rem 100% no-repeat`,
  ].join(', '),
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const leadsLink = style({ color: vars.color.accentText, fontWeight: vars.weight.semibold });
