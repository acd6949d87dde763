import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

const cellRule = {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
} as const;

export const columnHead = style({
  ...cellRule,
  color: vars.color.textMuted,
  fontWeight: vars.weight.semibold,
  verticalAlign: 'bottom',
});

export const rowHead = style({
  ...cellRule,
  fontWeight: vars.weight.semibold,
  color: vars.color.heading,
  overflowWrap: 'break-word',
});

export const cell = style(cellRule);

// A count's heading ("30 days") stays on one line; the sources' names wrap instead.
export const number = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
