// The 75th percentile of the field measurements per route and metric, the figure Core Web Vitals
// are judged by, in one home: the inbox's Traffic view binds it (worker/inbox/traffic.ts), and
// `npm run vitals` runs it through `wrangler d1 execute`. Plain JavaScript, so that plain Node
// script shares it.

/**
 * Nearest rank: the value at rank ceil(0.75 n), over the reports received since `since`.
 * @param {string} since an SQL expression for the earliest moment, in Unix milliseconds
 */
export const p75Query = (since) => `WITH ranked AS (
    SELECT route, name, value,
      ROW_NUMBER() OVER (PARTITION BY route, name ORDER BY value) AS rank,
      COUNT(*) OVER (PARTITION BY route, name) AS n
    FROM vitals WHERE received_at >= ${since})
  SELECT route, name, n, value AS p75 FROM ranked
  WHERE rank = CAST(0.75 * n AS INTEGER) + (0.75 * n > CAST(0.75 * n AS INTEGER))
  ORDER BY route, name`;
