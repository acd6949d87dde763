import type { StyleRule } from '@vanilla-extract/css';
import { minWidth, type Breakpoint, type UpBreakpoint } from './breakpoints';

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

/** `count` equal columns that never grow past their share for a long word or a wide picture. */
export const columns = (count: number) => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
});

/** A list without bullets as a grid, `gap` apart: one column on phones, from each breakpoint given its columns or rules. */
export const gridList = (
  gap: string,
  up: Partial<Record<UpBreakpoint, number | CSSProps>>,
): StyleRule =>
  responsive({
    xs: { display: 'grid', gap, margin: 0, padding: 0, listStyle: 'none' },
    ...Object.fromEntries(
      Object.entries(up).map(([bp, rule]) => [bp, typeof rule === 'number' ? columns(rule) : rule]),
    ),
  });

/** Stacked `gap` apart on narrow screens, side by side in `gridTemplateColumns` from `bp` up (with the `wide` rules). */
export const sideBySide = (
  bp: UpBreakpoint,
  gridTemplateColumns: string,
  gap: string,
  wide: CSSProps,
): StyleRule =>
  responsive({ xs: { display: 'grid', gap }, [bp]: { gridTemplateColumns, ...wide } });
