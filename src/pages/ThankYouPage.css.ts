import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const inner = style({ display: 'grid', justifyItems: 'center', gap: vars.space.lg, textAlign: 'center' });

export const title = style({ fontSize: vars.fontSize.h2, color: vars.color.heading });

export const text = style({ maxWidth: '56ch', color: vars.color.textMuted });

export const next = style({ display: 'grid', gap: vars.space.sm, maxWidth: '60ch', margin: 0, padding: 0, listStyle: 'none', color: vars.color.text });
