import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const list = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' },
    md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
  }),
);

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  borderTop: `3px solid ${vars.color.accent}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.accent,
});

export const title = style({ fontSize: vars.fontSize.sm, letterSpacing: '0.1em', textTransform: 'uppercase', color: vars.color.textMuted });

export const value = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.weight.bold,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: { 'a&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
