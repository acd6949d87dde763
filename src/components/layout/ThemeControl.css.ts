import { style, styleVariants } from '@vanilla-extract/css';
import { minWidth } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

const base = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.heading });

export const root = styleVariants({
  // Below `sm` the header has no room beside the logo: the menu carries the control there.
  header: [base, { display: 'none', '@media': { [minWidth('sm')]: { display: 'flex' } } }],
  menu: [base, { justifyContent: 'space-between', marginTop: vars.space.lg, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` }],
});

export const label = style({ fontWeight: vars.weight.semibold });

export const icon = style({ flexShrink: 0 });

export const select = style({
  minHeight: '44px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});
