import { style } from '@vanilla-extract/css';

/** Off-screen rather than display:none, which some bots recognise and skip. */
export const trap = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });
