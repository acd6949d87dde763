import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const form = style({ position: 'relative', display: 'grid', gap: vars.space.lg });

export const fields = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr' },
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

export const wide = style({ gridColumn: '1 / -1' });

export const submit = style({ justifySelf: 'start' });

export const noscript = style({
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.sm,
});
