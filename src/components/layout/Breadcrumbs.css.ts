import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ minWidth: 0, fontSize: vars.fontSize.sm, fontWeight: vars.weight.semibold });

export const list = style({ display: 'flex', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
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

/**
 * The trail stays on one line: the current page, whose name the banner's heading shows in
 * full just above, gives way with an ellipsis (a long case-study title on a phone).
 */
export const currentItem = style([item, { flexShrink: 1, minWidth: 0 }]);

export const current = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
