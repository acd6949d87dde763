import { style } from '@vanilla-extract/css';
import { introReveal } from './reveals';
import { motionAllowed } from '../../styles/breakpoints';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

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
    background: vars.color.surface,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
    '@media': {
      [motionAllowed]: {
        selectors: {
          // Hidden at once (no transition), and only while below the window; the fade is the way in.
          '&[data-revealed="false"]': { opacity: 0, transform: `translateY(${vars.space.lg})` },
          '&[data-revealed="true"]': {
            transition: `opacity ${introReveal.durationMs}ms ease-out, transform ${introReveal.durationMs}ms ease-out`,
          },
        },
      },
    },
  },
]);

export const point = style([
  { display: 'flex', gap: vars.space.md, alignItems: 'flex-start', padding: vars.space.lg },
  responsive({
    xs: { borderBottom: `1px solid ${vars.color.border}`, selectors: { '&:last-child': { borderBottom: 0 } } },
    sm: { borderBottom: 0 },
    lg: { selectors: { '&:not(:last-child)': { borderInlineEnd: `1px solid ${vars.color.border}` } } },
  }),
]);

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  height: '52px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.accentText,
});

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.primary, marginBottom: vars.space.xxs });

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
