import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The short pages' one centred column: the 404 and thank-you pages. */
export const inner = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
});

export const code = style({
  fontSize: 'clamp(4rem, 3rem + 6vw, 8rem)',
  fontWeight: vars.weight.bold,
  lineHeight: 1,
  color: vars.color.accentText,
});

export const title = style({ fontSize: vars.fontSize.h2, color: vars.color.heading });

export const text = style({ maxWidth: '56ch', color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: 0,
  listStyle: 'none',
  fontWeight: vars.weight.semibold,
  color: vars.color.heading,
});

export const next = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '60ch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});
