/** The theme's breakpoints in px (SPEC §9), usable from hooks and styles alike. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export type Breakpoint = keyof typeof breakpoints;
export type UpBreakpoint = Exclude<Breakpoint, 'xs'>;

/** Media query matching `bp` and wider. */
export const minWidth = (bp: UpBreakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;

/** Media query matching widths strictly below `px` (a breakpoint's value or another layout size). */
export const narrowerThan = (px: number) => `screen and (max-width: ${px - 0.02}px)`;

/** Media query matching widths strictly below `bp`. */
export const maxWidth = (bp: UpBreakpoint) => narrowerThan(breakpoints[bp]);

export const reducedMotion = '(prefers-reduced-motion: reduce)';
export const motionAllowed = '(prefers-reduced-motion: no-preference)';
/** Windows' high contrast and the like: the system's few colours replace the page's. */
export const forcedColors = '(forced-colors: active)';
