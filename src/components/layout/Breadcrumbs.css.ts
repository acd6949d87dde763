import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ fontSize: vars.fontSize.sm, fontWeight: vars.weight.semibold });

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '& + &::before': { content: '"/"', marginInline: vars.space.sm, color: vars.color.accent },
  },
});

export const link = style({
  color: vars.color.onBand,
  textDecorationColor: vars.color.onBandMuted,
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.accent } },
});
