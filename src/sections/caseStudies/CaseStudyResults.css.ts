import { style } from '@vanilla-extract/css';
import { bandSection, darkSurface } from '../../styles/layout.css';
import { gridList } from '../../styles/responsive';
import { figureText } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const root = style([darkSurface, bandSection]);

export const list = style(
  gridList(vars.space.lg, {
    sm: 2,
    lg: { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' },
  }),
);

export const result = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  paddingLeft: vars.space.lg,
  borderLeft: `3px solid ${vars.color.accent}`,
});

export const figure = style({
  fontSize: 'clamp(2rem, 1.6rem + 1.2vw, 2.625rem)',
  lineHeight: 1.1,
  color: vars.color.accent,
  ...figureText,
});

export const label = style({
  color: vars.color.onBandMuted,
  fontWeight: vars.weight.semibold,
  fontSize: vars.fontSize.md,
});
