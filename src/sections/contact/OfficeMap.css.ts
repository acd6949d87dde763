import { style } from '@vanilla-extract/css';
import { mapHeightPx } from '../../styles/layoutSizes';
import { sideBySide } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const header = style(
  sideBySide('md', '1fr auto', `0 ${vars.space.xl}`, { alignItems: 'end' }),
);

export const address = style({
  display: 'block',
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
});

// The heading's own bottom margin spaces the map; the link keeps the same gap to line up.
export const openLink = style({
  justifySelf: 'start',
  marginBottom: vars.space.xl,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '48px',
  paddingInline: vars.space.lg,
  border: `2px solid ${vars.color.heading}`,
  borderRadius: vars.radius.sm,
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.primary, color: vars.color.onPrimary } },
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: `${mapHeightPx}px`,
  // Transparent, yet drawn in forced colours, where the map's area would otherwise vanish.
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  boxShadow: vars.shadow.card,
  // The embedded map is drawn for light: dimmed in the dark theme, as the illustrations are.
  filter: vars.image.illustration,
});
