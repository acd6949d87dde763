import { style } from '@vanilla-extract/css';
import { responsive } from '../styles/responsive';
import { vars } from '../styles/theme.css';
import { headingTarget } from './panel.css';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const back = style({ fontSize: vars.fontSize.sm });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const head = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const title = style([
  headingTarget,
  { fontSize: vars.fontSize.h3, color: vars.color.heading, overflowWrap: 'anywhere' },
]);

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const spam = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.error,
  fontWeight: vars.weight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

/** What the lead is on the left, what to do with it on the right, from a desktop's width. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...responsive({ lg: { gridTemplateColumns: 'minmax(0, 1fr) 24rem', alignItems: 'start' } }),
});

export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const none = style({ color: vars.color.textMuted });

export const facts = style({ display: 'grid', gap: vars.space.xs });

export const fact = style({
  display: 'grid',
  gap: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  ...responsive({ sm: { gridTemplateColumns: '13rem minmax(0, 1fr)', gap: vars.space.md } }),
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const notice = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const noticeTitle = style({ fontSize: vars.fontSize.sm, color: vars.color.heading });

const noticeState = { fontWeight: vars.weight.semibold } as const;
export const delivered = style({ ...noticeState, color: vars.color.success });
export const waiting = style({ ...noticeState, color: vars.color.accentText });
export const failed = style({ ...noticeState, color: vars.color.error });

export const sendAgain = style({ justifySelf: 'start', marginTop: vars.space.xxs });

export const change = style({
  display: 'grid',
  fontSize: vars.fontSize.sm,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const changeWhat = style({ fontWeight: vars.weight.semibold, color: vars.color.heading });

export const changeWho = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space.sm });

export const save = style({ flexShrink: 0 });

export const saveRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const saved = style({
  color: vars.color.success,
  fontWeight: vars.weight.semibold,
  fontSize: vars.fontSize.sm,
});

export const unsaved = style({
  color: vars.color.accentText,
  fontWeight: vars.weight.semibold,
  fontSize: vars.fontSize.sm,
});

export const note = style({ minHeight: '8rem' });

export const error = style({
  color: vars.color.error,
  fontWeight: vars.weight.semibold,
  alignSelf: 'center',
});

export const dangerButton = style({
  color: vars.color.error,
  justifySelf: 'start',
  textAlign: 'left',
});
