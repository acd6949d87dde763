import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const label = style({ fontWeight: vars.weight.semibold, color: vars.color.text });

export const labelRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xxs,
});

export const optional = style({ color: vars.color.textMuted });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Shared by input, select and textarea; the resting border keeps 3:1 against the surface. */
export const control = style({
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.heading },
    '&[data-filled="true"]': {
      borderColor: vars.color.heading,
      boxShadow: `inset 3px 0 0 ${vars.color.heading}`,
    },
    '&:focus': { borderColor: vars.color.heading, boxShadow: `0 0 0 1px ${vars.color.heading}` },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.error,
      background: vars.color.errorSurface,
      boxShadow: `inset 3px 0 0 ${vars.color.error}`,
    },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 1px ${vars.color.error}` },
    '&:disabled': {
      background: vars.color.surfaceAlt,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      opacity: 0.7,
    },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: '10rem' });

export const select = style({
  appearance: 'none',
  paddingRight: vars.space.xxl,
  // A chevron drawn with two gradients, so the arrow follows the text colour without an image
  // request.
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: `calc(100% - 22px) 50%, calc(100% - 16px) 50%`,
  backgroundSize: '6px 6px, 6px 6px',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  alignItems: 'start',
});

/** An error's line, the icon beside its words (also under the newsletter's field). */
export const errorLine = {
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  fontWeight: vars.weight.semibold,
} as const;

export const error = style({ ...errorLine, color: vars.color.error, fontSize: vars.fontSize.sm });

export const errorIcon = style({ flexShrink: 0, marginTop: '3px' });

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over="true"]': { color: vars.color.error, fontWeight: vars.weight.semibold },
  },
});
