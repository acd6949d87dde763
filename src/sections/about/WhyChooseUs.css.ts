import { style } from '@vanilla-extract/css';
import { accentDisc } from '../../styles/accentDisc';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const list = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' },
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
);

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const check = style(accentDisc(40));

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.primary, marginBottom: vars.space.xxs });

export const text = style({ color: vars.color.textMuted });
