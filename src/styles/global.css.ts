import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { headerHeightPx } from './layoutSizes';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // In-page jumps land below the pinned header.
  scrollPaddingTop: `${headerHeightPx + 16}px`,
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, p, ul, ol, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4', {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.weight.bold,
  textWrap: 'balance',
});
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('[hidden]', { display: 'none !important' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
