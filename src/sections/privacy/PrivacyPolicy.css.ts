import { style } from '@vanilla-extract/css';
import { headerHeightPx } from '../../styles/layoutSizes';
import { minWidth } from '../../styles/breakpoints';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

// Phones read date, summary, contents, text in that order; wide screens put the contents
// in a column of their own beside the text.
export const layout = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.xl, fontSize: vars.fontSize.md, lineHeight: '1.7' },
    lg: {
      gridTemplateColumns: '280px minmax(0, 70ch)',
      gridTemplateAreas: '"contents header" "contents body"',
      justifyContent: 'center',
      columnGap: 'clamp(48px, 6vw, 96px)',
    },
  }),
);

// About 70 characters a line: the measure long-form text reads best at.
const measure = { maxWidth: '70ch' } as const;

const area = (name: string) => ({ '@media': { [minWidth('lg')]: { gridArea: name } } });

export const header = style({ ...measure, display: 'grid', gap: vars.space.md, ...area('header') });

export const contents = style({
  '@media': {
    // Stays in view below the pinned header while the long text scrolls past.
    [minWidth('lg')]: { gridArea: 'contents', alignSelf: 'start', position: 'sticky', top: `${headerHeightPx + 24}px` },
  },
});

export const body = style({ ...measure, display: 'grid', gap: vars.space.md, ...area('body') });

export const updated = style({ fontSize: vars.fontSize.sm, fontWeight: vars.weight.semibold, color: vars.color.accentText, letterSpacing: '0.04em' });

export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.heading, lineHeight: vars.lineHeight.body });

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
