import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const box = {
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  color: vars.color.text,
} as const;

const onDarkBox = {
  ...box,
  padding: vars.space.sm,
  color: vars.color.onBand,
  background: vars.color.bandTint,
} as const;

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

// Spaced with margins rather than a grid gap: the empty live regions at the end must take no room.
export const form = style({ position: 'relative' });

/** Without JavaScript, where the form cannot post: a message box on light, plain text on the navy footer. */
export const noscript = styleVariants({
  onLight: [messageBox.onLight.info, { marginBottom: vars.space.lg }],
  onDark: { marginBottom: vars.space.sm, color: vars.color.onBand },
});

/** A message box's inside: icon beside text. */
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

/** The live regions stay in the page while empty (so they announce), taking no room until they speak. */
export const region = style({ selectors: { '&:not(:empty)': { marginTop: vars.space.md } } });

export const icon = style({ flexShrink: 0, marginTop: '2px' });

export const body = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ fontWeight: vars.weight.bold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: vars.space.xxs,
});

export const retry = style({
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: '2px solid currentColor',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  fontWeight: vars.weight.semibold,
  cursor: 'pointer',
});

export const link = style({ fontWeight: vars.weight.semibold, textUnderlineOffset: '3px' });

/** The bots' field: off-screen rather than display:none, which some bots recognise and skip. */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
