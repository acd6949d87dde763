import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const grid = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg },
    md: { gridTemplateColumns: '1fr 1fr', gap: vars.space.xxl, alignItems: 'start' },
  }),
);

export const body = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' });

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const points = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', width: '100%' });

export const point = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.primary,
  fontWeight: vars.weight.semibold,
});

export const tick = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
