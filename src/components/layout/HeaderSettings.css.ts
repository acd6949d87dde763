import { style, styleVariants } from '@vanilla-extract/css';
import { maxWidth, minWidth } from '../../styles/breakpoints';
import { visuallyHiddenRule } from '../../styles/utils.css';
import { vars } from '../../styles/theme.css';

// The header's settings, the theme control and the language switcher: framed alike and as
// tall, in the header and as rows of the menu, so they read as a pair.

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.heading,
});

/** A setting's wrapper: beside the header's controls, or a row of the menu with its label, then the control. */
export const root = styleVariants({
  header: [base],
  menu: [
    base,
    {
      justifyContent: 'space-between',
      marginTop: vars.space.lg,
      paddingTop: vars.space.lg,
      borderTop: `1px solid ${vars.color.border}`,
    },
  ],
});

export const label = style({ fontWeight: vars.weight.semibold });

/** The control's frame. */
export const frame = style({
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  fontSize: vars.fontSize.sm,
});

/** The theme control's wrapper: below `sm` the header has no room beside the logo, and the menu carries it there. */
export const themeRoot = styleVariants({
  header: [root.header, { display: 'none', '@media': { [minWidth('sm')]: { display: 'flex' } } }],
  menu: [root.menu],
});

export const themeIcon = style({ flexShrink: 0 });

export const themeSelect = style([frame, { cursor: 'pointer' }]);

// Below `md` the header has room for the language's short name only (from `sm` the theme
// control sits beside it too): a square like the menu button beside it.
const narrow = maxWidth('md');

/** Framed like the theme control beside it, laid out for its icon and name. */
const framed = style([
  frame,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { background: vars.color.surfaceAlt } },
  },
]);

export const languageLink = styleVariants({
  header: [
    framed,
    {
      '@media': {
        [narrow]: {
          minWidth: '48px',
          minHeight: '48px',
          paddingInline: vars.space.xs,
          borderColor: vars.color.border,
          borderRadius: vars.radius.md,
          letterSpacing: '0.08em',
        },
      },
    },
  ],
  menu: [framed],
});

export const languageIcon = styleVariants({
  header: { flexShrink: 0, '@media': { [narrow]: { display: 'none' } } },
  menu: { flexShrink: 0 },
});

export const shortName = style({ '@media': { [minWidth('md')]: { display: 'none' } } });

/** The full name: what screen readers read at every width, seen from `md`. */
export const languageName = styleVariants({
  header: { '@media': { [narrow]: visuallyHiddenRule } },
  menu: {},
});
