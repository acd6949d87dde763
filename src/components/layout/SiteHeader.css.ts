import { globalStyle, style } from '@vanilla-extract/css';
import {
  drawerWidthPx,
  fullLogoMinWidth,
  headerHeightPx,
  menuCollapseWidth,
} from '../../styles/layoutSizes';
import { minWidth, narrowerThan, reducedMotion } from '../../styles/breakpoints';
import { container } from '../../styles/layout.css';
import { suffix as logoSuffix } from '../ui/Logo.css';
import { iconBox } from '../../styles/iconBox';
import { vars } from '../../styles/theme.css';

// The spec collapses the menu "at 1200 px or less", so the inline nav needs more than that.
const inlineNav = `screen and (min-width: ${menuCollapseWidth + 0.02}px)`;

export const bar = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    // Narrow, the logo, the language switcher and the menu button need all the room there is.
    gap: vars.space.xs,
    height: `${headerHeightPx}px`,
    '@media': { [minWidth('sm')]: { gap: vars.space.lg } },
  },
]);

export const logoLink = style({
  display: 'inline-flex',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});
// The link's accessible name is the company's full name, whatever the logo shows.
globalStyle(`${logoLink} ${logoSuffix}`, {
  '@media': { [narrowerThan(fullLogoMinWidth)]: { display: 'none' } },
});

export const nav = style({
  display: 'none',
  '@media': { [inlineNav]: { display: 'block', marginInlineStart: 'auto' } },
});

/** Beside the menu button while it shows, beside the inline navigation after. */
export const theme = style({
  marginInlineStart: 'auto',
  '@media': { [inlineNav]: { marginInlineStart: 0 } },
});

/** Pushed to the end like the theme control, which is hidden below `sm` and then leaves it first. */
export const language = style({
  marginInlineStart: 'auto',
  '@media': { [minWidth('sm')]: { marginInlineStart: 0 } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The main links' type and tap size, in the header and in the menu. */
const navLinkBase = {
  alignItems: 'center',
  minHeight: '48px',
  paddingInline: vars.space.md,
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textDecoration: 'none',
} as const;

export const navLink = style({
  ...navLinkBase,
  display: 'inline-flex',
  fontSize: vars.fontSize.sm,
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    left: vars.space.md,
    right: vars.space.md,
    bottom: '8px',
    height: '2px',
    background: vars.color.accent,
    transform: 'scaleX(0)',
    transformOrigin: 'left',
    transition: `transform ${vars.motion.base}`,
  },
  selectors: {
    '&:hover::after, &[aria-current="page"]::after': { transform: 'scaleX(1)' },
    '&[aria-current="page"]': { color: vars.color.accentText },
  },
});

export const menuButton = style([
  iconBox(48, vars.radius.md),
  {
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.heading,
    cursor: 'pointer',
    '@media': { [inlineNav]: { display: 'none' } },
  },
]);

export const header = style({
  position: 'relative',
  zIndex: 10,
  background: vars.color.surface,
  boxShadow: `0 1px 0 ${vars.color.border}`,
});

/** The pinned copy appears once the page is scrolled past this share of the window height. */
export const stickyHeaderThreshold = 0.9;
/** It fades in and out over this long. */
const stickyHeaderFadeMs = 400;

export const pinned = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 30,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transition: `opacity ${stickyHeaderFadeMs}ms ease, transform ${stickyHeaderFadeMs}ms ease, visibility 0s linear ${stickyHeaderFadeMs}ms`,
  selectors: {
    '&[data-state="hidden"]': {
      opacity: 0,
      transform: 'translateY(-16px)',
      pointerEvents: 'none',
      visibility: 'hidden',
    },
    '&[data-state="visible"]': {
      opacity: 1,
      transform: 'none',
      visibility: 'visible',
      transition: `opacity ${stickyHeaderFadeMs}ms ease, transform ${stickyHeaderFadeMs}ms ease, visibility 0s`,
    },
  },
});

// The menu drawer.
const slide = '300ms cubic-bezier(0.2, 0.8, 0.2, 1)';
// `display` and `overlay` switch at the end of the closing slide, so it stays visible
// while it leaves; `@starting-style` is where the opening slide starts from.
const discrete = `display ${slide} allow-discrete, overlay ${slide} allow-discrete`;

export const drawer = style({
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
  '@media': {
    [reducedMotion]: { transition: 'none', selectors: { '&::backdrop': { transition: 'none' } } },
  },
});

// The page behind stays where it is; its scrollbar's room stays reserved so nothing shifts.
globalStyle(`html:has(${drawer}[open])`, { overflow: 'hidden', scrollbarGutter: 'stable' });

/** Fills the dialog, so a click that targets the dialog itself is on its backdrop. */
export const drawerPanel = style({
  minHeight: '100%',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const drawerTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  marginBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerClose = style([
  iconBox(44, vars.radius.md),
  // Transparent, yet drawn in forced colours, where the fill is dropped.
  {
    border: '1px solid transparent',
    background: vars.color.surfaceAlt,
    color: vars.color.heading,
    cursor: 'pointer',
  },
]);

export const drawerList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const drawerLink = style({
  ...navLinkBase,
  display: 'flex',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
