/** The intro strip fades in over 1 s once its top is 150 px above the window's bottom. */
export const introReveal = { durationMs: 1000, rootMargin: '0px 0px -150px 0px' } as const;
