import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The round clip comes from the element's own corners, so the accent shapes can be simple.
export const root = style({ flexShrink: 0, borderRadius: vars.radius.pill, overflow: 'hidden' });

/** A tone's fills: the tile, the accent shape on it and the initials. */
const tone = (tile: string, shape: string, initials: string) => ({
  tile: style({ fill: tile }),
  shape: style({ fill: shape }),
  initials: style({ fill: initials }),
});

export const tones = {
  navy: tone(vars.color.band, vars.color.bandHighlight, vars.color.onBand),
  orange: tone(vars.color.accent, vars.color.accentHover, vars.color.onAccent),
  blue: tone(vars.color.bandHighlight, vars.color.band, vars.color.onBand),
};

export const letters = style({
  fontFamily: vars.font.body,
  fontWeight: vars.weight.bold,
  fontSize: '26px',
  letterSpacing: '0.02em',
});
