import { style } from '@vanilla-extract/css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const grid = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.xl },
    md: { gridTemplateColumns: '5fr 6fr', gap: vars.space.xxl, alignItems: 'center' },
  }),
);

export const image = style(
  responsive({
    xs: { width: '100%', maxWidth: '480px', justifySelf: 'center', borderRadius: vars.radius.lg, order: 1, filter: vars.image.illustration },
    md: { maxWidth: 'none', order: 0 },
  }),
);
