import { style } from '@vanilla-extract/css';
import { serviceGridColumns } from '../../styles/layoutSizes';
import { minWidth } from '../../styles/breakpoints';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const grid = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none', ...columns(serviceGridColumns.xs) },
    md: columns(serviceGridColumns.md),
    lg: { ...columns(serviceGridColumns.lg), gap: vars.space.xl },
  }),
);

// Ten cards in rows of three leave one alone: centre it rather than leave it hanging left.
export const item = style({
  '@media': {
    [minWidth('lg')]: {
      selectors: { [`&:last-child:nth-child(${serviceGridColumns.lg}n + 1)`]: { gridColumn: '2' } },
    },
  },
});
