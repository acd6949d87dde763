import { globalStyle, style } from '@vanilla-extract/css';
import { iconBox } from '../../styles/iconBox';
import { container } from '../../styles/layout.css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';
import { link as topBarLink } from './TopBar.css';

export { bandStrip as root } from '../../styles/layout.css';

export const grid = style([
  container,
  responsive({
    xs: {
      display: 'grid',
      gap: vars.space.xl,
      paddingBlock: vars.space.section,
      gridTemplateColumns: '1fr',
    },
    sm: { gridTemplateColumns: 'repeat(2, 1fr)' },
    lg: { gridTemplateColumns: '1.4fr 1fr 1.2fr 1.4fr', gap: vars.space.xxl },
  }),
]);

export const about = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const logoLink = style({
  justifySelf: 'start',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const blurb = style({ maxWidth: '36ch' });

export const social = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  ...iconBox(40),
  background: vars.color.bandTint,
  color: vars.color.onBand,
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: { '&:hover': { background: vars.color.accent, color: vars.color.onAccent } },
});

export const heading = style({
  marginBottom: vars.space.lg,
  color: vars.color.onBand,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  position: 'relative',
  paddingBottom: vars.space.sm,
  '::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    bottom: 0,
    width: '40px',
    height: '2px',
    background: vars.color.accent,
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The top bar's links, given room to tap in the footer's lists.
export const link = style([topBarLink, { minHeight: '32px' }]);

export const contactLine = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  paddingTop: '6px',
});

// The address may wrap: its pin keeps its size, centred on the first line.
globalStyle(`${contactLine} > svg`, { flexShrink: 0, height: '1lh' });

export const address = style({ fontStyle: 'normal' });

export const text = style({ marginBottom: vars.space.md });

export const bottom = style({ borderTop: `1px solid ${vars.color.bandLine}` });

export const copyright = style([container, { paddingBlock: vars.space.lg, textAlign: 'center' }]);
