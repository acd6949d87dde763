import { style } from '@vanilla-extract/css';

/** The rule of `visuallyHidden`, for a style that hides its text visually at some widths only. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRule);
