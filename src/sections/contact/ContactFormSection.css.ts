import { style } from '@vanilla-extract/css';
import { iconBox } from '../../styles/iconBox';
import { sideBySide } from '../../styles/responsive';
import { accentTopCard } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const layout = style(
  sideBySide('lg', '5fr 7fr', vars.space.xxl, {
    gap: 'clamp(48px, 5vw, 80px)',
    alignItems: 'start',
  }),
);

export const intro = style({ display: 'grid', alignContent: 'start', gap: vars.space.md });

export const nextTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.heading });

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  paddingLeft: '48px',
  minHeight: '32px',
  paddingTop: '3px',
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    position: 'absolute',
    left: 0,
    top: 0,
    ...iconBox(32),
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.weight.bold,
  },
});

export const call = style({
  marginTop: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const callLink = style({
  fontWeight: vars.weight.bold,
  color: vars.color.heading,
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.accentText } },
});

/** The card the contact form sits on; the form itself brings no card of its own. */
export const formPanel = style({ padding: 'clamp(24px, 4vw, 48px)', ...accentTopCard });
