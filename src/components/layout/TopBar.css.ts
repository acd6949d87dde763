import { style } from '@vanilla-extract/css';
import { maxWidth } from '../../styles/breakpoints';
import { bandStrip, container } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const root = style([bandStrip, { '@media': { [maxWidth('md')]: { display: 'none' } } }]);

export const inner = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    minHeight: '44px',
  },
]);

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xl}`,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
});

export const link = style([
  item,
  { selectors: { '&:hover': { color: vars.color.onBand, textDecoration: 'underline' } } },
]);

// Between 900 and 1200 px the address and the hours do not fit on one line together.
export const hours = style([
  item,
  { whiteSpace: 'nowrap', '@media': { [maxWidth('lg')]: { display: 'none' } } },
]);
