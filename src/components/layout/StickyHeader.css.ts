import { style } from '@vanilla-extract/css';
import { stickyHeaderFadeMs } from './stickyHeader';
import { vars } from '../../styles/theme.css';

export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 30,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  transition: `opacity ${stickyHeaderFadeMs}ms ease, transform ${stickyHeaderFadeMs}ms ease, visibility 0s linear ${stickyHeaderFadeMs}ms`,
  selectors: {
    '&[data-state="hidden"]': { opacity: 0, transform: 'translateY(-16px)', pointerEvents: 'none', visibility: 'hidden' },
    '&[data-state="visible"]': {
      opacity: 1,
      transform: 'none',
      visibility: 'visible',
      transition: `opacity ${stickyHeaderFadeMs}ms ease, transform ${stickyHeaderFadeMs}ms ease, visibility 0s`,
    },
  },
});
