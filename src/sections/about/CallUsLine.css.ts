import { style } from '@vanilla-extract/css';
import { iconBox } from '../../styles/iconBox';
import { plainLink } from '../../styles/text';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const icon = style([iconBox(52), { background: vars.color.band, color: vars.color.accent }]);

export const lines = style({ display: 'grid' });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const hours = style({ whiteSpace: 'nowrap' });

export const phone = style({ fontSize: vars.fontSize.lg, fontWeight: vars.weight.bold, ...plainLink });
