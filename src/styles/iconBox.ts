import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A round accent badge with an icon centred in it (ticks, call buttons, quote marks). */
export const accentDisc = (sizePx: number): StyleRule => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: `${sizePx}px`,
  height: `${sizePx}px`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
