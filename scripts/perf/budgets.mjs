// The performance budgets and targets, named once. Sizes are per route, first load, in
// bytes as transferred (gzip for text, as is for already-compressed fonts and images);
// 1 kB = 1000 bytes. `npm run size` enforces the budgets; `npm run lighthouse` marks the
// medians that miss a target. docs/PERFORMANCE.md explains both.

/** Hard limits: `npm run size` (and so `npm test`) fails when a route exceeds one. */
export const budgets = {
  js: 90_000,
  /** The boot script and what the HTML preloads with it: React comes beside the page's chunk. */
  bootJs: 10_000,
  css: 15_000,
  pageWeight: 150_000,
};

/** Lighthouse (mobile, simulated throttling) targets for the median of the runs. */
export const lighthouseTargets = {
  performance: { min: 100 },
  fcp: { max: 1000 },
  lcp: { max: 1200 },
  tbt: { max: 30 },
  cls: { max: 0 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  pageWeight: { max: budgets.pageWeight },
};
