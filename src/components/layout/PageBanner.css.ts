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

export const trail = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  selectors: {
    // Alt text "": a screen reader does not read the separator as "slash" before each crumb.
    '& + &::before': { content: '"/" / ""', marginInline: vars.space.sm, color: vars.color.accent },
  },
});

export const link = style({
  color: vars.color.onBand,
  textDecorationColor: vars.color.onBandMuted,
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.accent } },
});

/**
 * The trail stays on one line: the current page, whose name the banner's heading shows in
 * full just above, gives way with an ellipsis (a long case-study title on a phone).
 */
export const currentItem = style([item, { flexShrink: 1, minWidth: 0 }]);

export const current = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
