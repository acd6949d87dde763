import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Centres content at the site's maximum width with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: `calc(${vars.layout.maxWidth} + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

/**
 * For navy areas: the focus ring turns bright orange, which keeps 3:1 against navy
 * as the default dark orange does against white.
 */
export const darkSurface = style({ vars: { [vars.color.focus]: vars.color.accent } });

/** Vertical rhythm of a page section; `sectionAlt` for the light grey band. */
export const section = style({ paddingBlock: vars.space.section });
export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);
