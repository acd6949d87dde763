import { style, styleVariants } from '@vanilla-extract/css';
import { minWidth } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

// The header's settings, the theme control and the language switcher: framed alike and as
// tall, in the header and as rows of the menu, so they read as a pair.

const base = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.heading });

/** A setting's wrapper: beside the header's controls, or a row of the menu with its label, then the control. */
export const root = styleVariants({
  header: [base],
  menu: [base, { justifyContent: 'space-between', marginTop: vars.space.lg, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` }],
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
