import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const figure = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const key = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const swatch = { display: 'inline-block', width: '14px', borderRadius: '2px' } as const;
export const viewsSwatch = style({
  ...swatch,
  height: '14px',
  background: vars.color.primary,
  opacity: 0.35,
});
export const visitorsSwatch = style({
  ...swatch,
  height: '3px',
  background: vars.color.accentText,
});

export const chart = style({
  display: 'block',
  width: '100%',
  height: '12rem',
  overflow: 'visible',
});

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const bar = style({ fill: vars.color.primary, fillOpacity: 0.35 });

export const line = style({
  fill: 'none',
  stroke: vars.color.accentText,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
