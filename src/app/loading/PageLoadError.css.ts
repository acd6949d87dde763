import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  paddingBlock: vars.space.lg,
  background: vars.color.errorSurface,
  borderBlock: `1px solid ${vars.color.error}`,
  color: vars.color.text,
});

export const root = styleVariants({
  /** In place of the page that did not load. */
  navigation: [base, { marginBlock: vars.space.xl }],
  /** Over the bottom of the prerendered page: above it, the browser would scroll the notice out of sight. */
  interactive: [
    base,
    { position: 'fixed', insetInline: 0, bottom: 0, zIndex: 100, boxShadow: vars.shadow.raised },
  ],
});

export const text = style({ fontWeight: vars.weight.semibold });
