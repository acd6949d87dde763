import { style } from '@vanilla-extract/css';
import { gridList, sideBySide } from '../../styles/responsive';
import { figureText } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const layout = style(
  sideBySide('lg', 'minmax(0, 5fr) minmax(0, 7fr)', vars.space.xl, {
    columnGap: 'clamp(48px, 6vw, 96px)',
    alignItems: 'center',
  }),
);

export const intro = style({ display: 'grid', justifyItems: 'start' });

export const list = style(gridList(vars.space.md, { md: 3 }));

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

export const figure = style({ fontSize: vars.fontSize.h2, lineHeight: 1.1, ...figureText });

export const label = style({ fontWeight: vars.weight.semibold });

export const studyTitle = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { [`${study}:hover &`]: { color: vars.color.accentText } },
});
