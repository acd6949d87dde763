import { style } from '@vanilla-extract/css';

export const main = style({ display: 'block', outline: 'none' });
