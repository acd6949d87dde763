import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A square box with an icon centred in it, round unless given another radius (icon tiles, round buttons). */
export const iconBox = (sizePx: number, borderRadius: string = vars.radius.pill) =>
  ({
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: `${sizePx}px`,
    height: `${sizePx}px`,
    borderRadius,
  }) satisfies StyleRule;

/** A round accent badge with an icon centred in it (ticks, call buttons, quote marks). */
export const accentDisc = (sizePx: number): StyleRule => ({
  ...iconBox(sizePx),
  background: vars.color.accent,
  color: vars.color.onAccent,
});
