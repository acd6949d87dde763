import { style } from '@vanilla-extract/css';
import type { FeatureItemClassNames } from '../../components/ui/FeatureItem';
import { columns, gridList, responsive, sideBySide } from '../../styles/responsive';
import { iconBox } from '../../styles/iconBox';
import { caps, plainLink } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const layout = style([
  // One column the section's width whatever the illustration's state: sized by its content, the
  // column would grow as the image arrives and move the badge on it.
  { ...columns(1), alignItems: 'center' },
  sideBySide('lg', '5fr 6fr', vars.space.xxl, { gap: 'clamp(48px, 5vw, 80px)' }),
]);

export const media = style({
  position: 'relative',
  maxWidth: '600px',
  width: '100%',
  justifySelf: 'center',
});

export const image = style({ width: '100%', filter: vars.image.illustration });

export const badge = style(
  responsive({
    xs: {
      position: 'absolute',
      left: 0,
      bottom: '4%',
      display: 'grid',
      justifyItems: 'center',
      gap: vars.space.xxs,
      padding: `${vars.space.md} ${vars.space.lg}`,
      borderRadius: vars.radius.md,
      background: vars.color.accent,
      color: vars.color.onAccent,
      boxShadow: vars.shadow.raised,
      textAlign: 'center',
    },
    sm: { padding: `${vars.space.lg} ${vars.space.xl}` },
  }),
);

export const badgeValue = style({
  fontSize: 'clamp(2.25rem, 1.8rem + 2vw, 3.25rem)',
  fontWeight: vars.weight.bold,
  lineHeight: 1,
});

export const badgeLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
  ...caps('0.06em'),
  // In rem, not ch: the fallback face's ch is wider than Barlow's, and the label would wrap
  // anew (and the badge grow) when the web font arrives.
  maxWidth: '7rem',
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ display: 'grid', gap: vars.space.lg });

export const highlights = style(gridList(vars.space.lg, { sm: 2 }));

export const highlight: FeatureItemClassNames = {
  icon: style([
    iconBox(56, vars.radius.md),
    { background: vars.color.surfaceAlt, color: vars.color.accentText },
  ]),
  // Set close to its line of text, as running text rather than a heading.
  title: style({ lineHeight: vars.lineHeight.body }),
};

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.lg} ${vars.space.xl}`,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const call = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const callIcon = style([
  iconBox(52),
  { background: vars.color.band, color: vars.color.accent },
]);

export const callLines = style({ display: 'grid' });

export const callLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const hours = style({ whiteSpace: 'nowrap' });

export const phone = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.weight.bold,
  ...plainLink,
});
