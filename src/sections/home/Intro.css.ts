import { style } from '@vanilla-extract/css';
import type { FeatureItemClassNames } from '../../components/ui/FeatureItem';
import { motionAllowed } from '../../styles/breakpoints';
import { responsive } from '../../styles/responsive';
import { iconBox } from '../../styles/iconBox';
import { vars } from '../../styles/theme.css';

/** The intro strip fades in over 1 s once its top is 150 px above the window's bottom. */
export const introReveal = { durationMs: 1000, rootMargin: '0px 0px -150px 0px' } as const;

export const root = style({ position: 'relative', paddingBottom: vars.space.xl });

export const strip = style([
  responsive({
    xs: { display: 'grid', gridTemplateColumns: '1fr', marginTop: vars.space.xl },
    sm: { gridTemplateColumns: 'repeat(2, 1fr)' },
    md: { marginTop: `calc(-1 * ${vars.space.xl})` },
    lg: { gridTemplateColumns: 'repeat(4, 1fr)' },
  }),
  {
    position: 'relative',
    padding: 0,
    listStyle: 'none',
    background: vars.color.surfaceRaised,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
    '@media': {
      [motionAllowed]: {
        selectors: {
          // Hidden at once (no transition), and only while below the window; the fade is the way
          // in.
          '&[data-revealed="false"]': { opacity: 0, transform: `translateY(${vars.space.lg})` },
          '&[data-revealed="true"]': {
            transition: `opacity ${introReveal.durationMs}ms ease-out, transform ${introReveal.durationMs}ms ease-out`,
          },
        },
      },
    },
  },
]);

export const feature: FeatureItemClassNames = {
  item: style([
    { padding: vars.space.lg },
    responsive({
      xs: {
        borderBottom: `1px solid ${vars.color.border}`,
        selectors: { '&:last-child': { borderBottom: 0 } },
      },
      sm: { borderBottom: 0 },
      lg: {
        selectors: { '&:not(:last-child)': { borderInlineEnd: `1px solid ${vars.color.border}` } },
      },
    }),
  ]),
  icon: style([
    iconBox(52, vars.radius.md),
    { background: vars.color.surfaceAlt, color: vars.color.accentText },
  ]),
  title: style({ marginBottom: vars.space.xxs }),
  text: style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug }),
};
