import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// The round clip comes from the element's own corners, so the accent shapes can be simple.
export const root = style({ flexShrink: 0, borderRadius: vars.radius.pill, overflow: 'hidden' });

export const tile = styleVariants({
  navy: { fill: vars.color.primary },
  orange: { fill: vars.color.accent },
  blue: { fill: vars.color.primaryHover },
});

export const shape = styleVariants({
  navy: { fill: vars.color.primaryHover },
  orange: { fill: vars.color.accentHover },
  blue: { fill: vars.color.primary },
});

export const initials = styleVariants({
  navy: { fill: vars.color.onPrimary },
  orange: { fill: vars.color.onAccent },
  blue: { fill: vars.color.onPrimary },
});

export const letters = style({ fontFamily: vars.font.body, fontWeight: vars.weight.bold, fontSize: '26px', letterSpacing: '0.02em' });
