import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const rotator = style({ display: 'grid', gap: vars.space.lg, maxWidth: '820px', marginInline: 'auto' });

export const picker = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.lg, minHeight: '104px' });

export const pause = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  marginRight: vars.space.sm,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.primary,
  cursor: 'pointer',
  ':hover': { background: vars.color.primary, color: vars.color.onPrimary },
});

export const pick = style({
  padding: '3px',
  border: '3px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  opacity: 0.8,
  transform: 'scale(0.85)',
  // Only compositor properties animate: a fading ring repainted every frame of every
  // change, about ten times the idle cost of the other carousels.
  transition: `transform ${vars.motion.slow}, opacity ${vars.motion.slow}`,
  ':hover': { opacity: 1 },
  selectors: {
    '&[aria-current="true"]': { opacity: 1, transform: 'scale(1.2)', borderColor: vars.color.accent, boxShadow: vars.shadow.card },
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
  transition: `opacity ${vars.motion.slow}`,
  selectors: { '&[data-active="true"]': { opacity: 1 } },
});

export const quoteMark = style({ color: vars.color.accent });

export const quote = style({ fontSize: vars.fontSize.lg, color: vars.color.text, maxWidth: '60ch', lineHeight: vars.lineHeight.body });

export const caption = style({ display: 'grid', gap: vars.space.xxs });

export const name = style({ fontWeight: vars.weight.bold, color: vars.color.primary, fontSize: vars.fontSize.lg });

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
