import { style } from '@vanilla-extract/css';
import type { MarkdownTag } from '../../content/types';
import { vars } from '../../styles/theme.css';

// Long-form text: about 70 characters a line, the measure it reads best at, centred in a
// wide window so the column does not leave half the page empty beside it.
export const root = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '70ch',
  marginInline: 'auto',
  fontSize: vars.fontSize.md,
  lineHeight: '1.7',
});

const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingLeft: '1.4em' });

export const link = style({
  color: vars.color.primary,
  fontWeight: vars.weight.semibold,
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.accentText } },
});

export const elements: Record<Exclude<MarkdownTag, 'a'>, string | undefined> = {
  h2: style({ fontSize: vars.fontSize.h3, color: vars.color.primary, paddingTop: vars.space.lg }),
  h3: style({ fontSize: vars.fontSize.lg, color: vars.color.primary, paddingTop: vars.space.sm }),
  p: undefined,
  ul: list,
  ol: list,
  li: style({ paddingLeft: vars.space.xxs, '::marker': { color: vars.color.accentText } }),
  strong: style({ fontWeight: vars.weight.bold, color: vars.color.primary }),
  em: undefined,
  code: style({ fontFamily: 'ui-monospace, monospace', fontSize: '0.9em' }),
  br: undefined,
  hr: style({ border: 0, borderTop: `1px solid ${vars.color.border}`, marginBlock: vars.space.lg }),
  blockquote: style({
    margin: `${vars.space.md} 0`,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderLeft: `4px solid ${vars.color.accent}`,
    borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
    background: vars.color.surfaceAlt,
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.body,
    color: vars.color.primary,
  }),
};
