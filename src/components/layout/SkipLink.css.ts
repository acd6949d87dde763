import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
