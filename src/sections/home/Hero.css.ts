import { style } from '@vanilla-extract/css';
import { heroMinHeightPx } from '../../styles/layoutSizes';
import { container } from '../../styles/layout.css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const root = style({
  background: `radial-gradient(circle at 78% 40%, ${vars.color.bandHighlight} 0, ${vars.color.band} 60%)`,
  color: vars.color.onBand,
  overflow: 'hidden',
});

export const inner = style([
  container,
  responsive({
    xs: {
      display: 'grid',
      gap: vars.space.xl,
      alignItems: 'center',
      paddingBlock: `${vars.space.xxl} 0`,
    },
    md: {
      gridTemplateColumns: '1.05fr 1fr',
      minHeight: `${heroMinHeightPx}px`,
      paddingBlock: `${vars.space.xl} 0`,
    },
  }),
]);

export const copy = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg, justifyItems: 'start' },
    md: { paddingBlock: vars.space.xxl },
  }),
);

export const title = style({ fontSize: vars.fontSize.h1, maxWidth: '16ch' });

export const text = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.onBandMuted,
  maxWidth: '52ch',
});

export const cta = style({ marginTop: vars.space.xs });

export const image = style(
  responsive({
    xs: { width: '100%', maxWidth: '520px', justifySelf: 'center', alignSelf: 'end' },
    md: { maxWidth: '600px' },
  }),
);
