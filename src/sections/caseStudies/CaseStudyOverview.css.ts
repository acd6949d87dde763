import { style } from '@vanilla-extract/css';
import { gridList, sideBySide } from '../../styles/responsive';
import { caps, eyebrowText } from '../../styles/text';
import { vars } from '../../styles/theme.css';

// Phones read summary, challenge, then cover and facts; wide screens set them side by side.
export const layout = style(
  sideBySide('md', 'minmax(0, 1.1fr) minmax(0, 1fr)', vars.space.xl, {
    columnGap: 'clamp(32px, 5vw, 80px)',
    alignItems: 'start',
  }),
);

export const text = style({ display: 'grid', gap: vars.space.xl });

export const summary = style({
  fontSize: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.625rem)',
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.weight.semibold,
  color: vars.color.heading,
});

export const challenge = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 'clamp(20px, 2.5vw, 32px)',
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.surfaceAlt,
});

export const challengeTitle = style({ ...eyebrowText, color: vars.color.accentText });

export const aside = style({ display: 'grid', gap: vars.space.lg });

export const cover = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  filter: vars.image.illustration,
});

export const facts = style([
  gridList(vars.space.md, { sm: 2 }),
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const fact = style({
  display: 'grid',
  // A fact beside a taller one (the technologies) keeps its value under its term.
  alignContent: 'start',
  gap: vars.space.xxs,
  color: vars.color.heading,
  fontWeight: vars.weight.semibold,
});

export const term = style({
  fontSize: vars.fontSize.xs,
  ...caps('0.12em'),
  color: vars.color.textMuted,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
});
