import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const box = {
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
} as const;

/** Message styles per outcome, on the light contact section and in the dark footer. */
export const message = styleVariants({
  successOnLight: { ...box, background: vars.color.successSurface, borderColor: vars.color.success, color: vars.color.text },
  errorOnLight: { ...box, background: vars.color.errorSurface, borderColor: vars.color.error, color: vars.color.text },
  infoOnLight: { ...box, background: vars.color.surfaceAlt, borderColor: vars.color.primary, color: vars.color.text },
  successOnDark: { ...box, padding: vars.space.sm, borderColor: vars.color.accent, color: vars.color.onPrimary, background: 'rgba(255, 255, 255, 0.06)' },
  errorOnDark: { ...box, padding: vars.space.sm, borderColor: vars.color.errorSurface, color: vars.color.onPrimary, background: 'rgba(255, 255, 255, 0.06)' },
  infoOnDark: { ...box, padding: vars.space.sm, borderColor: vars.color.onPrimaryMuted, color: vars.color.onPrimary, background: 'rgba(255, 255, 255, 0.06)' },
});

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
