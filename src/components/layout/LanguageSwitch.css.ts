import { style, styleVariants } from '@vanilla-extract/css';
import { maxWidth, minWidth } from '../../styles/breakpoints';
import { visuallyHiddenRule } from '../../styles/utils.css';
import { vars } from '../../styles/theme.css';

// Below `md` the header has room for the language's short name only (from `sm` the theme
// control sits beside it too): a square like the menu button beside it.
const narrow = maxWidth('md');

const base = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.heading });

export const root = styleVariants({
  header: [base],
  // A row of the menu like the theme control's: its label, then the link.
  menu: [base, { justifyContent: 'space-between', marginTop: vars.space.lg, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` }],
});

export const label = style({ fontWeight: vars.weight.semibold });

/** Framed like the theme control beside it, and as tall, so the two read as a pair of settings. */
const framed = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

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
