import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { iconBox } from '../../styles/iconBox';
import { figureText } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const list = style(
  responsive({
    xs: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, 1fr)',
      gap: `${vars.space.xl} ${vars.space.lg}`,
      padding: 0,
      listStyle: 'none',
    },
    md: { gridTemplateColumns: 'repeat(4, 1fr)' },
  }),
);

// Top-aligned, so a label on two lines (Spanish at phone widths) does not lift its figure
// above its neighbour's.
export const stat = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const icon = style([
  iconBox(64),
  {
    marginBottom: vars.space.xs,
    border: `2px solid ${vars.color.accent}`,
    color: vars.color.accent,
  },
]);

export const figure = style({
  fontSize: 'clamp(2.25rem, 1.6rem + 2.4vw, 3.25rem)',
  lineHeight: 1,
  ...figureText,
});

export const label = style({
  color: vars.color.onBandMuted,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.02em',
});
