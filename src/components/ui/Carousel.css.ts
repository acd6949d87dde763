import { createVar, style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { iconBox } from '../../styles/iconBox';
import { vars } from '../../styles/theme.css';

export const perViewVar = createVar();
export const gapVar = createVar();
export const slideMsVar = createVar();

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

const controlSizePx = 44;

// On wide screens the controls rise into the free space beside the section heading above
// them (headings stop at 760 px), instead of leaving a row of their own.
export const controls = style([
  { display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs },
  responsive({
    lg: { marginTop: `calc(-1 * (${controlSizePx}px + ${vars.space.xl} + ${vars.space.lg}))` },
  }),
]);

export const control = style([
  iconBox(controlSizePx),
  {
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.heading,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    ':hover': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
]);

// Clip sideways only: slides out of view disappear, card shadows above and below stay. The
// clip sits halfway across the gap to the slides out of view (never past the page's gutter),
// where the shadows of both are faint: clipped at the slides' own edges, they ended in a hard line.
const shadowRoom = `min(${gapVar} / 2, ${vars.layout.gutter})`;
export const viewport = style({
  overflowX: 'clip',
  overflowY: 'visible',
  paddingBlock: vars.space.xs,
  paddingInline: shadowRoom,
  marginInline: `calc(-1 * ${shadowRoom})`,
});

export const track = style({
  display: 'flex',
  gap: gapVar,
  selectors: { '&[data-animate="true"]': { transition: `transform ${slideMsVar} ease-in-out` } },
});

export const slide = style({
  display: 'flex',
  flex: `0 0 calc((100% - (${perViewVar} - 1) * ${gapVar}) / ${perViewVar})`,
  minWidth: 0,
});
