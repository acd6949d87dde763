import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// What every feature list shares; each list adds its own card, icon box and type sizes.
export const item = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
});

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.heading });

export const text = style({ color: vars.color.textMuted });
