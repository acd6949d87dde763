import { style } from '@vanilla-extract/css';

// <picture> only chooses the file: the <img> stays the box that layouts size and place,
// as if it stood alone (e.g. as a grid item with justify-self).
export const root = style({ display: 'contents' });
