import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The round clip comes from the element's own corners, so the accent shapes can be simple.
export const root = style({ flexShrink: 0, borderRadius: vars.radius.pill, overflow: 'hidden' });

export const tile = styleVariants({
  navy: { fill: vars.color.band },
  orange: { fill: vars.color.accent },
  blue: { fill: vars.color.bandHighlight },
});

export const shape = styleVariants({
  navy: { fill: vars.color.bandHighlight },
  orange: { fill: vars.color.accentHover },
  blue: { fill: vars.color.band },
});

export const initials = styleVariants({
  navy: { fill: vars.color.onBand },
  orange: { fill: vars.color.onAccent },
  blue: { fill: vars.color.onBand },
});

export const letters = style({ fontFamily: vars.font.body, fontWeight: vars.weight.bold, fontSize: '26px', letterSpacing: '0.02em' });
