import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  borderLeft: `3px solid ${vars.color.accent}`,
});

export const title = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.heading,
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, paddingLeft: '1.6em', fontSize: vars.fontSize.sm });

export const item = style({ color: vars.color.textMuted, paddingLeft: vars.space.xxs });

export const link = style({
  // A block, not an inline-block: the item's number then stands by a wrapped title's first
  // line, where an inline-block's baseline is its last.
  display: 'block',
  paddingBlock: vars.space.xxs,
  color: vars.color.heading,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});
