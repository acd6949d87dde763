import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A card's surface on the inbox's tinted page, as the site's cards. */
export const surface = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A raised card: a titled part of a view. */
export const panel = style([
  surface,
  {
    minWidth: 0,
    padding: vars.space.lg,
    display: 'grid',
    gap: vars.space.sm,
    alignContent: 'start',
    boxShadow: vars.shadow.card,
  },
]);

export const panelTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.heading });

/** A request that failed, with its retry button. */
export const problem = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.error,
  fontWeight: vars.weight.semibold,
});

export const muted = style({ color: vars.color.textMuted });

/**
 * A view's heading, which takes focus when the view opens so a screen reader starts there;
 * it is not a control, so it shows no focus ring.
 */
export const headingTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
