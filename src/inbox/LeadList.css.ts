import { globalStyle, style } from '@vanilla-extract/css';
import { responsive } from '../styles/responsive';
import { vars } from '../styles/theme.css';
import { headingTarget, surface } from './panel.css';

/** Filters on top; at a desktop's width, the count per source beside the list. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsive({ lg: { gridTemplateColumns: 'minmax(0, 1fr) 20rem', alignItems: 'start' } }),
});

export const wide = style(responsive({ lg: { gridColumn: '1 / -1' } }));

export const head = style([
  wide,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md },
]);

export const title = style([
  headingTarget,
  { fontSize: vars.fontSize.h3, color: vars.color.heading },
]);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const filters = style([
  wide,
  surface,
  {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.md,
    ...responsive({ sm: { padding: vars.space.lg } }),
  },
]);

/** The search above the filters, no wider than a long address needs. */
export const search = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space.xs,
  maxWidth: '40rem',
});

export const searchField = style({ flex: 1, minWidth: 0 });

export const searchButton = style({ minHeight: '52px' });

export const filterRow = style({
  display: 'grid',
  gap: vars.space.md,
  ...responsive({
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    md: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
});

export const results = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const wideResults = style([results, wide]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A lead's box to choose it, beside its card. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xs,
});

/** As large as a fingertip's target (WCAG 2.5.8 asks 24 px at least), in the site's accent. */
export const checkbox = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: `${vars.space.md} 0 0`,
  accentColor: vars.color.heading,
});

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3rem',
});

export const chooseAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${chooseAll} > input`, { marginTop: 0 });

export const chosenCount = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chosenActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/**
 * A lead as a card: stacked on a phone, one row of columns from a tablet's width. Its name's
 * link covers the card, so a click anywhere opens the lead.
 */
export const card = style([
  surface,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"name status" "email email" "meta meta" "excerpt excerpt"',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    padding: vars.space.md,
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&:hover, &:focus-within': { borderColor: vars.color.heading, boxShadow: vars.shadow.card },
    },
    ...responsive({
      md: {
        gridTemplateColumns: 'minmax(0, 15rem) minmax(0, 1fr) auto',
        gridTemplateAreas: '"name excerpt status" "email excerpt meta"',
        // A long excerpt's height goes to the second row, so the address stays under the name.
        gridTemplateRows: 'auto 1fr',
        alignItems: 'start',
      },
    }),
  },
]);

export const name = style({
  gridArea: 'name',
  fontSize: vars.fontSize.md,
  color: vars.color.heading,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.heading,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { textDecoration: 'underline' },
  },
});

// At the top of its row: stretched beside a name on two lines, the badge became a blob.
export const status = style({ gridArea: 'status', justifySelf: 'end', alignSelf: 'start' });

export const email = style({
  gridArea: 'email',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const meta = style({
  gridArea: 'meta',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  ...responsive({ md: { justifyContent: 'end', textAlign: 'right' } }),
});

export const excerpt = style({
  gridArea: 'excerpt',
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  ...responsive({ md: { marginTop: 0 } }),
});

/** A subscriber's row: the address and its facts, the button at the end from a tablet's width. */
export const subscriber = style([
  surface,
  {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    ...responsive({ md: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } }),
  },
]);

export const subscriberEmail = style({
  fontWeight: vars.weight.semibold,
  color: vars.color.heading,
  overflowWrap: 'anywhere',
});

export const subscriberMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  ...responsive({ md: { gridColumn: 1 } }),
});

/** A waiting address's confirmation link that was given up, and why. */
export const linkFailed = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  overflowWrap: 'anywhere',
  ...responsive({ md: { gridColumn: 1 } }),
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifySelf: 'start',
  ...responsive({ md: { gridColumn: 2, gridRow: '1 / span 3', justifySelf: 'end' } }),
});

// What a button says of its press goes under the buttons, wrapping within their width: a
// sentence's own width would squeeze the address's column to a letter a line.
globalStyle(`${rowActions} > p`, { order: 1, flexBasis: '100%', contain: 'inline-size' });
