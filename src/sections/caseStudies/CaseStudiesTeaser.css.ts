import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const layout = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.xl },
    lg: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', columnGap: 'clamp(48px, 6vw, 96px)', alignItems: 'center' },
  }),
);

export const intro = style({ display: 'grid', justifyItems: 'start' });

export const list = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' },
    md: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
);

export const study = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderTop: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceAlt,
  color: vars.color.heading,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.base}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.card } },
});

export const figure = style({ fontSize: vars.fontSize.h2, fontWeight: vars.weight.bold, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' });

export const label = style({ fontWeight: vars.weight.semibold });

export const studyTitle = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { [`${study}:hover &`]: { color: vars.color.accentText } },
});
