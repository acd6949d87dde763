import { style } from '@vanilla-extract/css';
import { breakpoints, minWidth, reducedMotion } from '../../styles/breakpoints';
import { raisedCard } from '../../styles/layout.css';
import { arrowLink, eyebrowText, figureText } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  ...raisedCard,
  transition: `box-shadow ${vars.motion.base}, transform ${vars.motion.base}`,
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
  },
  '@media': {
    [reducedMotion]: {
      transition: 'none',
      selectors: { '&:hover, &:focus-within': { transform: 'none' } },
    },
  },
});

/** Where two columns leave the newest study a row of its own, it lies cover beside text. */
export const betweenColumns = `${minWidth('sm')} and (max-width: ${breakpoints.lg - 0.02}px)`;

export const wide = style({
  '@media': {
    [betweenColumns]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

/**
 * The covers' own backdrop, the first shape of each drawing in `src/assets/case-studies/`. Beside
 * the text a cover's box is taller than 16:9, and cropped to fill it, it lost up to two thirds
 * of the drawing at 700 px: it is shown whole, the box continuing its backdrop.
 */
const coverBackdrop = '#e8edf6';

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  filter: vars.image.illustration,
  '@media': {
    [betweenColumns]: {
      selectors: {
        [`${wide} &`]: {
          height: '100%',
          aspectRatio: 'auto',
          objectFit: 'contain',
          backgroundColor: coverBackdrop,
        },
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: 'clamp(20px, 2.2vw, 32px)',
  borderTop: `3px solid ${vars.color.accent}`,
  '@media': {
    [betweenColumns]: {
      selectors: { [`${wide} &`]: { borderTop: 0, borderLeft: `3px solid ${vars.color.accent}` } },
    },
  },
});

export const sector = style({
  ...eyebrowText,
  fontSize: vars.fontSize.xs,
  color: vars.color.accentText,
});

export const title = style({
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.heading,
});

export const summary = style({ flexGrow: 1, color: vars.color.textMuted });

export const headline = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xs}`,
  paddingBlock: vars.space.sm,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const figure = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.heading,
  ...figureText,
});

export const figureLabel = style({ fontWeight: vars.weight.semibold, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style([
  arrowLink,
  // The whole card is the link's target area; its focus ring stays on the link itself.
  { selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } } },
]);

export const arrow = style({
  color: vars.color.accentText,
  transition: `transform ${vars.motion.base}`,
  selectors: { [`${card}:hover &`]: { transform: 'translateX(4px)' } },
});
