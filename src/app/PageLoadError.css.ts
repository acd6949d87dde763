import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  paddingBlock: vars.space.lg,
  background: vars.color.errorSurface,
  borderBlock: `1px solid ${vars.color.error}`,
  color: vars.color.text,
});

export const text = style({ fontWeight: vars.weight.medium });
