import { style } from '@vanilla-extract/css';
import { drawerWidthPx } from '../../styles/layoutSizes';
import { vars } from '../../styles/theme.css';

const slide = '300ms cubic-bezier(0.2, 0.8, 0.2, 1)';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.backdrop,
  transition: `opacity ${slide}, visibility 0s linear 300ms`,
  selectors: {
    '&[data-state="closed"]': { opacity: 0, visibility: 'hidden', pointerEvents: 'none' },
    '&[data-state="open"]': { opacity: 1, visibility: 'visible', transition: `opacity ${slide}, visibility 0s` },
  },
});

export const panel = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  width: `${drawerWidthPx}px`,
  maxWidth: '85vw',
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transform: 'translateX(-100%)',
  transition: `transform ${slide}`,
  outline: 'none',
  selectors: { [`${backdrop}[data-state="open"] &`]: { transform: 'none' } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.primary,
  cursor: 'pointer',
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
