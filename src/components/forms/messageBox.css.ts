import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const box = {
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  color: vars.color.text,
} as const;

const onDarkBox = { ...box, padding: vars.space.sm, color: vars.color.onBand, background: vars.color.bandTint } as const;

/**
 * The forms' one message box: a tinted panel with a coloured left edge, per outcome, for
 * the light contact section and for the navy footer. Status messages, the error summary
 * and the no-script note all use it.
 */
export const messageBox = {
  onLight: styleVariants({
    info: { ...box, background: vars.color.surfaceAlt, borderColor: vars.color.heading },
    success: { ...box, background: vars.color.successSurface, borderColor: vars.color.success },
    error: { ...box, background: vars.color.errorSurface, borderColor: vars.color.error },
  }),
  onDark: styleVariants({
    info: { ...onDarkBox, borderColor: vars.color.onBandMuted },
    success: { ...onDarkBox, borderColor: vars.color.accent },
    error: { ...onDarkBox, borderColor: vars.color.errorOnBand },
  }),
};
