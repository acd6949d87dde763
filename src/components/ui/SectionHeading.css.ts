import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { eyebrowText } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const root = recipe({
  base: { display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl, maxWidth: '760px' },
  variants: {
    align: {
      start: {},
      center: { marginInline: 'auto', textAlign: 'center', justifyItems: 'center' },
    },
    tone: { onLight: { color: vars.color.heading }, onDark: { color: vars.color.onBand } },
  },
});

export const eyebrow = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    ...eyebrowText,
    '::before': { content: '""', width: '28px', height: '2px', background: 'currentColor' },
  },
  variants: {
    tone: { onLight: { color: vars.color.accentText }, onDark: { color: vars.color.accent } },
  },
});

export const title = style({ fontSize: vars.fontSize.h2 });

export const lead = recipe({
  base: { fontSize: vars.fontSize.md },
  variants: {
    tone: { onLight: { color: vars.color.textMuted }, onDark: { color: vars.color.onBandMuted } },
  },
});
