import { style } from '@vanilla-extract/css';
import { iconBox } from '../../styles/iconBox';
import { raisedCard } from '../../styles/layout.css';
import { arrowLink, figureText } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const card = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: 'clamp(24px, 2.5vw, 36px)',
  ...raisedCard,
  borderBottom: `3px solid ${vars.color.accent}`,
  // The overlay: a navy panel that slides up from below the card.
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: vars.color.band,
    transform: 'translateY(101%)',
    transition: `transform ${vars.motion.slow} cubic-bezier(0.2, 0.7, 0.2, 1)`,
  },
  selectors: {
    '&:hover::before, &:focus-within::before': { transform: 'translateY(0)' },
    // On the navy overlay the card takes the band's colours; the focus ring the bright accent, to
    // stay visible.
    '&:hover, &:focus-within': {
      vars: {
        [vars.color.heading]: vars.color.onBand,
        [vars.color.textMuted]: vars.color.onBandMuted,
        [vars.color.accentText]: vars.color.accent,
        [vars.color.focus]: vars.color.accent,
      },
    },
  },
});

const colourFade = `color ${vars.motion.slow}, background-color ${vars.motion.slow}`;

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const iconTile = style([
  iconBox(64, vars.radius.md),
  {
    background: vars.color.surfaceAlt,
    color: vars.color.heading,
    transition: colourFade,
    selectors: {
      [`${card}:is(:hover, :focus-within) &`]: {
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
  },
]);

export const number = style({
  fontSize: '2.5rem',
  lineHeight: 1,
  letterSpacing: '-0.02em',
  color: vars.color.accentText,
  transition: colourFade,
  ...figureText,
});

export const title = style({
  fontSize: vars.fontSize.h3,
  color: vars.color.heading,
  transition: colourFade,
});

export const text = style({ flexGrow: 1, color: vars.color.textMuted, transition: colourFade });

export const quote = style([arrowLink, { alignSelf: 'flex-start', transition: colourFade }]);

export const arrow = style({
  color: vars.color.accentText,
  transition: `transform ${vars.motion.base}, color ${vars.motion.slow}`,
  selectors: { [`${quote}:hover &, ${quote}:focus-visible &`]: { transform: 'translateX(4px)' } },
});
