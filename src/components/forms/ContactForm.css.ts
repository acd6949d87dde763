import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

// Spaced with margins rather than a grid gap: the empty live regions at the end must take no room.
export const form = style({ position: 'relative' });

export const fields = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr' },
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

export const wide = style({ gridColumn: '1 / -1' });

export const submit = style({ marginTop: vars.space.xl });

export const noscript = style({ marginBottom: vars.space.lg });
