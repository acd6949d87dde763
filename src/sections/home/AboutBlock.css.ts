import { style } from '@vanilla-extract/css';
import { accentDisc } from '../../styles/iconBox';
import { darkSurface } from '../../styles/layout.css';
import { responsive, sideBySide } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const grid = style(
  sideBySide('md', '1fr 1fr', vars.space.lg, { gap: vars.space.xxl, alignItems: 'start' }),
);

export const body = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' });

export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const points = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: '100%',
});

export const point = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
});

export const tick = style(accentDisc(32));

export const lead = style({ display: 'grid', alignContent: 'start' });

export const callout = style([
  darkSurface,
  responsive({
    xs: {
      display: 'grid',
      gap: vars.space.lg,
      padding: vars.space.xl,
      borderRadius: vars.radius.md,
      background: vars.color.band,
      color: vars.color.onBand,
      boxShadow: vars.shadow.raised,
    },
    // Side by side while the callout is wide: full width on tablets, its column on desktops.
    sm: { gridTemplateColumns: '1fr 1fr', alignItems: 'center' },
    md: { gridTemplateColumns: '1fr' },
    lg: { gridTemplateColumns: '1fr 1fr' },
  }),
]);

export const experience = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontWeight: vars.weight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const figure = style({
  fontSize: '3.5rem',
  fontWeight: vars.weight.bold,
  lineHeight: 1,
  color: vars.color.accent,
});

export const call = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.onBandMuted,
  fontSize: vars.fontSize.sm,
});

export const callIcon = style(accentDisc(48));

export const phone = style({
  display: 'block',
  color: vars.color.onBand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.weight.bold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
