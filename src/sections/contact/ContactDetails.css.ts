import { style } from '@vanilla-extract/css';
import { columns, gridList, responsive } from '../../styles/responsive';
import { iconBox } from '../../styles/iconBox';
import { accentTopCard } from '../../styles/layout.css';
import { caps } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const list = style(gridList(vars.space.lg, { md: { ...columns(3), gap: vars.space.xl } }));

// Icon beside the text on narrow screens, above it once the three cards share a row.
export const card = style(
  responsive({
    xs: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignContent: 'start',
      gap: `${vars.space.xxs} ${vars.space.md}`,
      padding: vars.space.lg,
      ...accentTopCard,
    },
    md: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      justifyItems: 'center',
      gap: vars.space.xs,
      padding: `${vars.space.xl} ${vars.space.lg}`,
      textAlign: 'center',
    },
  }),
);

export const icon = style(
  responsive({
    xs: {
      ...iconBox(56),
      gridRow: 'span 3',
      background: vars.color.band,
      color: vars.color.accent,
    },
    md: { gridRow: 'auto', width: '64px', height: '64px', marginBottom: vars.space.sm },
  }),
);

export const title = style({
  fontSize: vars.fontSize.sm,
  ...caps('0.1em'),
  color: vars.color.textMuted,
});

export const value = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.weight.bold,
  color: vars.color.heading,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: { 'a&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
