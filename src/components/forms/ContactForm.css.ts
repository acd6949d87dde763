import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const fields = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr' },
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
);

export const wide = style({ gridColumn: '1 / -1' });

export const submit = style({ marginTop: vars.space.xl });
