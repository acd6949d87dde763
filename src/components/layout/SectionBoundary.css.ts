import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const fallback = style({
  marginBlock: vars.space.xl,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});
