import { style } from '@vanilla-extract/css';
import { control as carouselControl } from '../../components/ui/Carousel.css';
import { vars } from '../../styles/theme.css';

export const rotator = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '820px',
  marginInline: 'auto',
});

export const picker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '104px',
});

// The same round control as every carousel's pause, previous and next buttons.
export const pause = style([carouselControl, { marginRight: vars.space.sm }]);

export const pick = style({
  padding: '3px',
  border: '3px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  opacity: 0.8,
  transform: 'scale(0.85)',
  ':hover': { opacity: 1 },
  selectors: {
    '&[aria-current="true"]': {
      opacity: 1,
      transform: 'scale(1.2)',
      borderColor: vars.color.accent,
      boxShadow: vars.shadow.card,
    },
  },
});

// All testimonials share one grid cell, so the box keeps the tallest one's height.
export const slides = style({ display: 'grid' });

export const slide = style({
  gridArea: '1 / 1',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
  opacity: 0,
  // Always a stacking context, as it is while hidden (opacity 0): showing a slide then
  // repaints it without laying the page out again.
  isolation: 'isolate',
  selectors: { '&[data-active="true"]': { opacity: 1 } },
});

export const quoteMark = style({ color: vars.color.accent });

export const quote = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  maxWidth: '60ch',
  lineHeight: vars.lineHeight.body,
});

export const caption = style({ display: 'grid', gap: vars.space.xxs });

export const name = style({
  fontWeight: vars.weight.bold,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
});

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
