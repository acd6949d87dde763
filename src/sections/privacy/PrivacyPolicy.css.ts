import { style } from '@vanilla-extract/css';
import { headerHeightPx } from '../../constants';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const layout = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.xxl },
    lg: { gridTemplateColumns: '280px minmax(0, 70ch)', justifyContent: 'center', gap: 'clamp(48px, 6vw, 96px)' },
  }),
);

// About 70 characters a line: the measure long-form text reads best at.
export const article = style({ maxWidth: '70ch', display: 'grid', gap: vars.space.md, fontSize: vars.fontSize.md, lineHeight: '1.7' });

export const updated = style({ fontSize: vars.fontSize.sm, fontWeight: vars.weight.semibold, color: vars.color.accentText, letterSpacing: '0.04em' });

export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.primary, lineHeight: vars.lineHeight.body });

export const part = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.lg });

export const heading = style({
  fontSize: vars.fontSize.h3,
  color: vars.color.primary,
  // Anchored headings land below the pinned header, not under it.
  scrollMarginTop: `${headerHeightPx + 16}px`,
});

export const number = style({ color: vars.color.accentText, fontVariantNumeric: 'tabular-nums' });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: '1.4em' });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.weight.semibold,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accentText } },
});
