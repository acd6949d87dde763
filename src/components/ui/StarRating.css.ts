import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'inline-block', verticalAlign: 'middle', lineHeight: 0 });
export const empty = style({ fill: vars.color.ratingEmpty });
export const filled = style({ fill: vars.color.accent });
