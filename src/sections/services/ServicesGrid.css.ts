import { style } from '@vanilla-extract/css';
import { serviceGridColumns } from '../../styles/layoutSizes';
import { minWidth } from '../../styles/breakpoints';
import { columns, gridList } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const grid = style([
  columns(serviceGridColumns.xs),
  gridList(vars.space.lg, {
    md: serviceGridColumns.md,
    lg: { ...columns(serviceGridColumns.lg), gap: vars.space.xl },
  }),
]);

// Ten cards in rows of three leave one alone: centre it rather than leave it hanging left.
export const item = style({
  '@media': {
    [minWidth('lg')]: {
      selectors: { [`&:last-child:nth-child(${serviceGridColumns.lg}n + 1)`]: { gridColumn: '2' } },
    },
  },
});
