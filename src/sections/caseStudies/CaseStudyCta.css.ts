import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const layout = style({ display: 'grid', justifyItems: 'center' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});
