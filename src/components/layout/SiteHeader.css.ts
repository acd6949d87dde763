import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({
  position: 'relative',
  zIndex: 10,
  background: vars.color.surface,
  boxShadow: `0 1px 0 ${vars.color.border}`,
});

/** The pinned copy fades in and out over this long. */
const fadeMs = 400;

export const pinned = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 30,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transition: `opacity ${fadeMs}ms ease, transform ${fadeMs}ms ease, visibility 0s linear ${fadeMs}ms`,
  selectors: {
    '&[data-state="hidden"]': { opacity: 0, transform: 'translateY(-16px)', pointerEvents: 'none', visibility: 'hidden' },
    '&[data-state="visible"]': {
      opacity: 1,
      transform: 'none',
      visibility: 'visible',
      transition: `opacity ${fadeMs}ms ease, transform ${fadeMs}ms ease, visibility 0s`,
    },
  },
});
