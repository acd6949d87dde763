import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';
import { messageBox } from './FormFrame.css';

export const fields = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr' },
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

export const wide = style({ gridColumn: '1 / -1' });

export const submit = style({ marginTop: vars.space.xl });

// The error summary.
export const summary = style([messageBox.onLight.error, { marginBottom: vars.space.lg }]);

export const summaryTitle = style({ fontWeight: vars.weight.bold, marginBottom: vars.space.xs });

export const summaryList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.lg,
});

export const summaryLink = style({
  color: vars.color.error,
  fontWeight: vars.weight.semibold,
  textUnderlineOffset: '3px',
});
