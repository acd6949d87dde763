import { style } from '@vanilla-extract/css';
import { betweenColumns } from './CaseStudyCard.css';
import { columns, gridList } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const grid = style(
  gridList(vars.space.xl, { sm: 2, lg: { ...columns(3), gap: vars.space.lg } }),
);

// Two columns would leave the third study alone on a row: the newest spans the row instead.
export const item = style({
  minWidth: 0,
  '@media': { [betweenColumns]: { selectors: { '&:first-child': { gridColumn: '1 / -1' } } } },
});

export const feed = style({ marginTop: vars.space.xl, fontSize: vars.fontSize.sm });

export const feedLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.accentText } },
});
