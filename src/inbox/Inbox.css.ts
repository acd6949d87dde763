import { globalStyle, style } from '@vanilla-extract/css';
import { responsive } from '../styles/responsive';
import { vars } from '../styles/theme.css';

// The inbox is a working screen: a tinted page under raised cards, as the site's card bands.
globalStyle('body', { background: vars.color.surfaceAlt });
// The entry page's own sentence for a browser with JavaScript off: the inbox is an app.
globalStyle('body > noscript > p', {
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  fontWeight: vars.weight.semibold,
});

const width = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

export const header = style({
  background: vars.color.band,
  color: vars.color.onBand,
  borderBottom: `4px solid ${vars.color.accent}`,
});

export const headerInner = style([
  width,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.lg,
    rowGap: vars.space.xs,
    paddingBlock: vars.space.sm,
  },
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginRight: 'auto',
});

export const product = style({
  paddingLeft: vars.space.sm,
  borderLeft: `1px solid ${vars.color.bandLine}`,
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
  color: vars.color.onBandMuted,
});

export const editor = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.onBandMuted,
  overflowWrap: 'anywhere',
});

export const nav = style({
  display: 'flex',
  gap: vars.space.xxs,
  width: '100%',
  ...responsive({ md: { width: 'auto' } }),
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.onBand,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.bandTint },
    '&[aria-current="page"]': {
      background: vars.color.bandHighlight,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
    '&:focus-visible': { outlineColor: vars.color.accent },
  },
});

export const localNotice = style([
  width,
  {
    marginTop: vars.space.md,
    paddingBlock: vars.space.sm,
    border: `1px solid ${vars.color.accentText}`,
    borderLeftWidth: '6px',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontWeight: vars.weight.semibold,
    maxWidth: `calc(${vars.layout.maxWidth} - 2 * ${vars.layout.gutter})`,
    width: `calc(100% - 2 * ${vars.layout.gutter})`,
  },
]);

export const main = style([width, { paddingBlock: vars.space.lg }]);

/** The live region: a confirmation in the success colours, a failure in the error colours. */
export const status = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.success}`,
  fontWeight: vars.weight.semibold,
  marginBottom: vars.space.md,
  selectors: {
    '&[data-tone="error"]': {
      background: vars.color.errorSurface,
      borderLeftColor: vars.color.error,
      color: vars.color.error,
    },
    '&[data-empty="true"]': { padding: 0, margin: 0, border: 0, background: 'none' },
  },
});

export const statusIcon = style({ flexShrink: 0, marginTop: '3px' });

export const notice = style({
  maxWidth: '40rem',
  marginBlock: vars.space.xxl,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.heading,
  lineHeight: vars.lineHeight.tight,
});

export const waiting = style({ color: vars.color.textMuted });
