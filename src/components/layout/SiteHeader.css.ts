import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({
  position: 'relative',
  zIndex: 10,
  background: vars.color.surface,
  boxShadow: `0 1px 0 ${vars.color.border}`,
});
