import { style, styleVariants } from '@vanilla-extract/css';
import { maxWidth, minWidth } from '../../styles/breakpoints';
import { visuallyHiddenRule } from '../../styles/utils.css';
import { vars } from '../../styles/theme.css';
import * as setting from './headerSetting.css';

// Below `md` the header has room for the language's short name only (from `sm` the theme
// control sits beside it too): a square like the menu button beside it.
const narrow = maxWidth('md');

export { root, label } from './headerSetting.css';

/** Framed like the theme control beside it, laid out for its icon and name. */
const framed = style([
  setting.frame,
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

export const link = styleVariants({
  header: [
    framed,
    {
      '@media': {
        [narrow]: { minWidth: '48px', minHeight: '48px', paddingInline: vars.space.xs, borderColor: vars.color.border, borderRadius: vars.radius.md, letterSpacing: '0.08em' },
      },
    },
  ],
  menu: [framed],
});

export const icon = styleVariants({
  header: { flexShrink: 0, '@media': { [narrow]: { display: 'none' } } },
  menu: { flexShrink: 0 },
});

export const shortName = style({ '@media': { [minWidth('md')]: { display: 'none' } } });

/** The full name: what screen readers read at every width, seen from `md`. */
export const name = styleVariants({
  header: { '@media': { [narrow]: visuallyHiddenRule } },
  menu: {},
});
