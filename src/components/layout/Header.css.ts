import { globalStyle, style } from '@vanilla-extract/css';
import { fullLogoMinWidth, headerHeightPx, menuCollapseWidth } from '../../styles/layoutSizes';
import { minWidth, narrowerThan } from '../../styles/breakpoints';
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

export const logoLink = style({ display: 'inline-flex', textDecoration: 'none', borderRadius: vars.radius.sm });
// The link's accessible name is the company's full name, whatever the logo shows.
globalStyle(`${logoLink} ${logoSuffix}`, { '@media': { [narrowerThan(fullLogoMinWidth)]: { display: 'none' } } });

export const nav = style({ display: 'none', '@media': { [inlineNav]: { display: 'block', marginInlineStart: 'auto' } } });

/** Beside the menu button while it shows, beside the inline navigation after. */
export const theme = style({ marginInlineStart: 'auto', '@media': { [inlineNav]: { marginInlineStart: 0 } } });

/** Pushed to the end like the theme control, which is hidden below `sm` and then leaves it first. */
export const language = style({ marginInlineStart: 'auto', '@media': { [minWidth('sm')]: { marginInlineStart: 0 } } });

export const navList = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** The main links' type and tap size, in the header and in the menu. */
export const navLinkBase = {
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
