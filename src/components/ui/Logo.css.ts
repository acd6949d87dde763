import { style, styleVariants } from '@vanilla-extract/css';
import { forcedColors } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.weight.bold,
  lineHeight: 1,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const root = styleVariants({
  onLight: [base, { color: vars.color.heading }],
  onDark: [base, { color: vars.color.onBand }],
});

/** The mark scales with the wordmark's font size. */
export const size = styleVariants({ md: { fontSize: '1.625rem' }, sm: { fontSize: '1.375rem' } });

export const mark = style({ flexShrink: 0, width: '1.55em', height: '1.55em' });
// Forced colours leave SVG fills alone: the mark takes the system's text and background
// colours there, so its tile never vanishes into the background.
const forcedTile = { '@media': { [forcedColors]: { fill: 'CanvasText' } } };
const forcedV = { '@media': { [forcedColors]: { fill: 'Canvas' } } };
export const markTile = styleVariants({
  onLight: [{ fill: vars.color.heading }, forcedTile],
  onDark: [{ fill: vars.color.onBand }, forcedTile],
});
export const markV = styleVariants({
  onLight: [{ fill: vars.color.surface }, forcedV],
  onDark: [{ fill: vars.color.band }, forcedV],
});
export const markDot = style({ fill: vars.color.accent });

export const wordmark = style({ display: 'inline-flex', alignItems: 'baseline' });
export const suffix = style({
  fontSize: '0.875rem',
  fontWeight: vars.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  marginLeft: '0.4em',
  opacity: 0.85,
});
