import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const dialog = style({
  width: `min(32rem, calc(100vw - 2 * ${vars.space.md}))`,
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[open]': { display: 'grid', gap: vars.space.md },
    '&::backdrop': { background: vars.color.backdrop },
  },
});

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.heading });

export const error = style({ color: vars.color.error, fontWeight: vars.weight.semibold });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'end',
  gap: vars.space.sm,
});

/** The irreversible choice, in the error's colour rather than the site's primary. */
export const danger = style({
  background: vars.color.error,
  color: vars.color.surface,
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      background: vars.color.error,
      filter: 'brightness(0.9)',
    },
  },
});
