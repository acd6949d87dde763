import { style } from '@vanilla-extract/css';
import { raisedCard } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const item = style({
  ...raisedCard,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const trigger = style({
  display: 'flex',
  listStyle: 'none',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.weight.bold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { outlineOffset: '-3px' },
  selectors: {
    // The platform's marker gives way to the chevron.
    '&::-webkit-details-marker': { display: 'none' },
    [`${item}[open] > &`]: { color: vars.color.accentText },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  padding: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.heading,
  transition: `transform ${vars.motion.base}`,
  selectors: {
    [`${item}[open] > ${trigger} > &`]: {
      transform: 'rotate(180deg)',
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const panel = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
  display: 'grid',
  gap: vars.space.sm,
});
