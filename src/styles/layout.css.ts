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

/** The navy strips above and below the page: the top bar and the footer. */
export const bandStrip = style([
  darkSurface,
  { background: vars.color.band, color: vars.color.onBandMuted, fontSize: vars.fontSize.sm },
]);

/** The navy band's texture: a faint grid drawn in CSS, laid over the band's colour without an image request. */
export const bandGridLayers = [
  `linear-gradient(${vars.color.bandGrid} 1px, transparent 1px) 0 0 / 32px 32px`,
  `linear-gradient(90deg, ${vars.color.bandGrid} 1px, transparent 1px) 0 0 / 32px 32px`,
];

/** A section on the textured navy band (the home page's statistics, a case study's results). */
export const bandSection = style({
  background: [...bandGridLayers, vars.color.band].join(', '),
  color: vars.color.onBand,
  paddingBlock: vars.space.section,
});

/**
 * Off screen, the browser skips the block's style and layout until it nears the viewport:
 * a page-wide restyle (opening the menu's modal dialog makes the rest of the page inert)
 * then touches only what is on screen. The reserved size is the block's last rendered one.
 * It also clips what the block paints to its box, so nothing in it may reach outside.
 */
export const rendersWhenNear = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
});

/** A card or tile raised off the page: white on the grey band in light, a lifted navy in dark. */
export const raisedCard = {
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
};
/** The same with an orange top edge (the contact page's cards and form). */
export const accentTopCard = { ...raisedCard, borderTop: `3px solid ${vars.color.accent}` };

/** Vertical rhythm of a page section; `sectionAlt` for the light grey band. */
export const section = style({ paddingBlock: vars.space.section });
export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);
