import { style } from '@vanilla-extract/css';
import { container, darkSurface } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

// A CSS-only texture (a faint grid and a glow) stands in for a remote background image.
export const root = style([
  darkSurface,
  {
  position: 'relative',
  overflow: 'hidden',
  background: [
    'radial-gradient(circle at 85% 20%, rgba(247, 148, 29, 0.22), transparent 45%)',
    'linear-gradient(rgba(255, 255, 255, 0.05) 1px, transparent 1px) 0 0 / 32px 32px',
    'linear-gradient(90deg, rgba(255, 255, 255, 0.05) 1px, transparent 1px) 0 0 / 32px 32px',
    vars.color.primary,
  ].join(', '),
  color: vars.color.onPrimary,
  },
]);

export const inner = style([
  container,
  { display: 'grid', gap: vars.space.md, paddingBlock: 'clamp(56px, 6vw, 96px)' },
]);

export const title = style({ fontSize: vars.fontSize.h1 });
