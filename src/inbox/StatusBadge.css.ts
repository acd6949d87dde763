import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const base = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  new: [base, { background: vars.color.accent, color: vars.color.onAccent }],
  replied: [
    base,
    {
      background: vars.color.surfaceAlt,
      color: vars.color.heading,
      borderColor: vars.color.heading,
    },
  ],
  won: [
    base,
    {
      background: vars.color.successSurface,
      color: vars.color.success,
      borderColor: vars.color.success,
    },
  ],
  lost: [
    base,
    {
      background: vars.color.surfaceAlt,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
    },
  ],
  spam: [
    base,
    { background: vars.color.errorSurface, color: vars.color.error, borderColor: vars.color.error },
  ],
});
