import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const box = {
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  color: vars.color.text,
} as const;

const onDarkBox = { ...box, padding: vars.space.sm, color: vars.color.onPrimary, background: 'rgba(255, 255, 255, 0.06)' } as const;

/** One style per outcome, for the light contact section and for the navy footer. */
export const message = {
  onLight: styleVariants({
    info: { ...box, background: vars.color.surfaceAlt, borderColor: vars.color.primary },
    success: { ...box, background: vars.color.successSurface, borderColor: vars.color.success },
    error: { ...box, background: vars.color.errorSurface, borderColor: vars.color.error },
  }),
  onDark: styleVariants({
    info: { ...onDarkBox, borderColor: vars.color.onPrimaryMuted },
    success: { ...onDarkBox, borderColor: vars.color.accent },
    error: { ...onDarkBox, borderColor: vars.color.errorSurface },
  }),
};

/** The live regions stay in the page while empty (so they announce), taking no room until they speak. */
export const region = style({ selectors: { '&:not(:empty)': { marginTop: vars.space.md } } });

export const icon = style({ flexShrink: 0, marginTop: '2px' });

export const body = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ fontWeight: vars.weight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.xxs });

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
