import { style } from '@vanilla-extract/css';
import { headerHeightPx } from '../../styles/layoutSizes';
import { minWidth } from '../../styles/breakpoints';
import { sideBySide } from '../../styles/responsive';
import { caps, plainLink } from '../../styles/text';
import { vars } from '../../styles/theme.css';

// Phones read date, summary, contents, text in that order; wide screens put the contents
// in a column of their own beside the text.
export const layout = style([
  sideBySide('lg', '280px minmax(0, 70ch)', vars.space.xl, {
    gridTemplateAreas: '"contents header" "contents body"',
    justifyContent: 'center',
    columnGap: 'clamp(48px, 6vw, 96px)',
  }),
  { lineHeight: '1.7' },
]);

// About 70 characters a line: the measure long-form text reads best at.
const measure = { maxWidth: '70ch' } as const;

const area = (name: string) => ({ '@media': { [minWidth('lg')]: { gridArea: name } } });

export const header = style({ ...measure, display: 'grid', gap: vars.space.md, ...area('header') });

export const contents = style({
  ...measure,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  borderLeft: `3px solid ${vars.color.accent}`,
  '@media': {
    // Stays in view below the pinned header while the long text scrolls past.
    [minWidth('lg')]: {
      gridArea: 'contents',
      alignSelf: 'start',
      position: 'sticky',
      top: `${headerHeightPx + 24}px`,
    },
  },
});

export const contentsTitle = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
  ...caps('0.12em'),
  color: vars.color.heading,
});

export const contentsList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: '1.6em',
  fontSize: vars.fontSize.sm,
});

export const contentsItem = style({ color: vars.color.textMuted, paddingLeft: vars.space.xxs });

// A block, not an inline-block: the item's number then stands by a wrapped title's first
// line, where an inline-block's baseline is its last.
export const contentsLink = style({ display: 'block', paddingBlock: vars.space.xxs, ...plainLink });

export const body = style({ ...measure, display: 'grid', gap: vars.space.md, ...area('body') });

export const updated = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
  color: vars.color.accentText,
  letterSpacing: '0.04em',
});

export const intro = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.heading,
  lineHeight: vars.lineHeight.body,
});

export const part = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.lg });

export const heading = style({
  fontSize: vars.fontSize.h3,
  color: vars.color.heading,
});

export const number = style({ color: vars.color.accentText, fontVariantNumeric: 'tabular-nums' });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: '1.4em' });

export const link = style({
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accentText } },
});
