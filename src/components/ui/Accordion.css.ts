import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.primary });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.weight.bold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  ':focus-visible': { outlineOffset: '-3px' },
  selectors: { '&[aria-expanded="true"]': { color: vars.color.accentText } },
});

export const chevron = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  padding: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.primary,
  transition: `transform ${vars.motion.base}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)', background: vars.color.accent, color: vars.color.onAccent } },
});

export const panel = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
  display: 'grid',
  gap: vars.space.sm,
});
