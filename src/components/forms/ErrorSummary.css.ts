import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const summary = style({ marginBottom: vars.space.lg });

export const title = style({ fontWeight: vars.weight.bold, marginBottom: vars.space.xs });

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, paddingLeft: vars.space.lg });

export const link = style({ color: vars.color.error, fontWeight: vars.weight.semibold, textUnderlineOffset: '3px' });
