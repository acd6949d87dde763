import { style } from '@vanilla-extract/css';
import { responsive, sideBySide } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const grid = style(
  sideBySide('md', '5fr 6fr', vars.space.xl, { gap: vars.space.xxl, alignItems: 'center' }),
);

export const image = style(
  responsive({
    xs: {
      width: '100%',
      maxWidth: '480px',
      justifySelf: 'center',
      borderRadius: vars.radius.lg,
      order: 1,
      filter: vars.image.illustration,
    },
    md: { maxWidth: 'none', order: 0 },
  }),
);
