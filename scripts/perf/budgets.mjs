// The performance budgets and targets, named once. Sizes are per route, first load, in bytes as
// transferred (1 kB = 1000 bytes). `npm run size` enforces the budgets; `npm run lighthouse` marks
// the medians that miss a target. docs/PERFORMANCE.md explains both.

/** Hard limits: `npm run size` (and so `npm test`) fails when a route exceeds one. */
export const budgets = {
  /**
   * Everything the page runs, the sections below the first screen included: they once
   * loaded on approach and were left out of this figure (then 90 kB), at 64 ms on the
   * visit's first interaction (docs/PERFORMANCE.md, "Hydration").
   */
  js: 110_000,
  /** The boot script, the only script before the load event: React comes after it. */
  bootJs: 10_000,
  css: 15_000,
  pageWeight: 165_000,
};

// Lighthouse (mobile, simulated throttling) targets for the median of the runs. None for its
// weight: it adds each response's headers over the local HTTP/1.1; the budget above counts bodies.
export const lighthouseTargets = {
  performance: { min: 100 },
  fcp: { max: 1000 },
  lcp: { max: 1200 },
  tbt: { max: 30 },
  cls: { max: 0 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
};
