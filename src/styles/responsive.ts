import type { StyleRule } from '@vanilla-extract/css';
import { minWidth, type Breakpoint } from './breakpoints';

type CSSProps = Omit<StyleRule, '@media' | '@supports'>;

/**
 * One mobile-first rule per breakpoint, emitted in ascending order so the cascade
 * never depends on object key order.
 */
export const responsive = ({ xs, ...up }: Partial<Record<Breakpoint, CSSProps>>): StyleRule => {
  const media: Record<string, CSSProps> = {};
  for (const bp of ['sm', 'md', 'lg', 'xl'] as const) {
    const rule = up[bp];
    if (rule) media[minWidth(bp)] = rule;
  }
  return { ...xs, '@media': media };
};
