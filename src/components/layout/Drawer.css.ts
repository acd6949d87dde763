import { globalStyle, style } from '@vanilla-extract/css';
import { drawerWidthPx } from '../../styles/layoutSizes';
import { reducedMotion } from '../../styles/breakpoints';
import { iconBox } from '../../styles/iconBox';
import { vars } from '../../styles/theme.css';
import { navLinkBase } from './Header.css';

const slide = '300ms cubic-bezier(0.2, 0.8, 0.2, 1)';
// `display` and `overlay` switch at the end of the closing slide, so it stays visible
// while it leaves; `@starting-style` is where the opening slide starts from.
const discrete = `display ${slide} allow-discrete, overlay ${slide} allow-discrete`;

export const dialog = style({
  position: 'fixed',
  inset: 0,
  right: 'auto',
  width: `${drawerWidthPx}px`,
  maxWidth: '85vw',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: 'inherit',
  boxShadow: vars.shadow.raised,
  transform: 'translateX(-100%)',
  transition: `transform ${slide}, ${discrete}`,
  selectors: {
    '&[open]': { transform: 'none' },
    '&::backdrop': {
      background: vars.color.backdrop,
      opacity: 0,
      transition: `opacity ${slide}, ${discrete}`,
    },
    '&[open]::backdrop': { opacity: 1 },
  },
  '@starting-style': {
    selectors: {
      '&[open]': { transform: 'translateX(-100%)' },
      '&[open]::backdrop': { opacity: 0 },
    },
  },
  '@media': { [reducedMotion]: { transition: 'none', selectors: { '&::backdrop': { transition: 'none' } } } },
});

// The page behind stays where it is; its scrollbar's room stays reserved so nothing shifts.
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden', scrollbarGutter: 'stable' });

/** Fills the dialog, so a click that targets the dialog itself is on its backdrop. */
export const panel = style({
  minHeight: '100%',
  padding: `${vars.space.lg} ${vars.space.md}`,
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

export const close = style([
  iconBox(44, vars.radius.md),
  // Transparent, yet drawn in forced colours, where the fill is dropped.
  { border: '1px solid transparent', background: vars.color.surfaceAlt, color: vars.color.heading, cursor: 'pointer' },
]);

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  ...navLinkBase,
  display: 'flex',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
