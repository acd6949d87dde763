import { style } from '@vanilla-extract/css';
import { bandGridLayers } from '../../styles/layout.css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const root = style({
  background: [...bandGridLayers, vars.color.band].join(', '),
  color: vars.color.onBand,
  paddingBlock: vars.space.section,
});

export const list = style(
  responsive({
    xs: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: `${vars.space.xl} ${vars.space.lg}`, padding: 0, listStyle: 'none' },
    md: { gridTemplateColumns: 'repeat(4, 1fr)' },
  }),
);

// Top-aligned, so a label on two lines (Spanish at phone widths) does not lift its figure
// above its neighbour's.
export const stat = style({ display: 'grid', alignContent: 'start', justifyItems: 'center', gap: vars.space.xs, textAlign: 'center' });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.accent}`,
  color: vars.color.accent,
});

export const figure = style({
  fontSize: 'clamp(2.25rem, 1.6rem + 2.4vw, 3.25rem)',
  fontWeight: vars.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ color: vars.color.onBandMuted, fontWeight: vars.weight.semibold, letterSpacing: '0.02em' });
