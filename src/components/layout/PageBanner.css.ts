import { style } from '@vanilla-extract/css';
import { bandGridLayers, container, darkSurface } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

// A CSS-only texture (a faint grid and a glow) stands in for a remote background image.
export const root = style([
  darkSurface,
  {
  position: 'relative',
  overflow: 'hidden',
  background: [
    `radial-gradient(circle at 85% 20%, ${vars.color.accentGlow}, transparent 45%)`,
    ...bandGridLayers,
    vars.color.band,
  ].join(', '),
  color: vars.color.onBand,
  },
]);

export const inner = style([
  container,
  { display: 'grid', gap: vars.space.md, paddingBlock: 'clamp(56px, 6vw, 96px)' },
]);

export const title = style({ fontSize: vars.fontSize.h1 });
