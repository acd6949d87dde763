// The inbox's Traffic view: what the daily counts (worker/traffic) say of the last 7, 30 or 90
// days, and per source, campaign and landing page how many visitors became leads, read from the
// leads themselves. Every figure is summed in D1, in one round trip; nothing here walks rows.
import { Hono } from 'hono';
import * as v from 'valibot';
import { localeSettings } from '../../src/content/locale';
import type { InboxEnv } from '../access';
import { dayMs, dayOf } from '../time';
import { sourceLabelSql } from '../visitSource';
import { p75Query } from '../vitalsPercentile.mjs';
import { countedLeads } from './leads';
import { periodStart, trafficDays } from './trafficDays';
import { valid } from './validate';

/** Rows in each table of the view: the rest is a long tail nobody acts on. */
export const trafficTop = 10;

const period = v.object({
  days: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.picklist(
        trafficDays,
        (issue) =>
          `Traffic is shown for ${trafficDays.join(', ')} days, not “${String(issue.input)}”.`,
      ),
    ),
    String(trafficDays[0]),
  ),
});

/** A lead's landing page as the counts name it: its path without the query, in its neutral (English) form. */
const leadLandingSql = Object.values(localeSettings)
  .map(({ pathPrefix }) => pathPrefix)
  .filter(Boolean)
  .reduce(
    (path, prefix) =>
      `CASE WHEN ${path} = '${prefix}' THEN '/' WHEN ${path} LIKE '${prefix}/%' THEN substr(${path}, ${prefix.length + 1}) ELSE ${path} END`,
    `CASE WHEN instr(landing, '?') > 0 THEN substr(landing, 1, instr(landing, '?') - 1) ELSE landing END`,
  );

// ?1 is the period's first day (midnight UTC, in milliseconds); the daily series binds today as ?2.
const counted = 'FROM traffic_daily WHERE day >= ?1';

/** Page views and visitors per value of `column`, most first. */
const top = (column: string, where = '') =>
  `SELECT ${column}, SUM(visitors) AS visitors, SUM(views) AS views ${counted} ${where}
   GROUP BY ${column} ORDER BY views DESC, visitors DESC, ${column} LIMIT ${trafficTop}`;

/**
 * Visitors and leads side by side per key: the counts' visitors (each counted on the row of
 * their first page of the day, so by their landing page and source), and the period's leads,
 * with how many of them were replied to or won; a key with neither (the later pages of visits,
 * which carry no source) is left out. `traffic` and `leads` select the keys from each table,
 * named `keys`; `having` narrows the keys further.
 */
const conversion = (keys: string, traffic: string, leads: string, having = '') =>
  `SELECT ${keys}, SUM(visitors) AS visitors, SUM(views) AS views, SUM(leads) AS leads,
     SUM(replied) AS replied, SUM(won) AS won
   FROM (
     SELECT ${traffic}, visitors, views, 0 AS leads, 0 AS replied, 0 AS won ${counted}
     UNION ALL
     SELECT ${leads}, 0, 0, 1, status = 'replied', status = 'won' FROM enquiries WHERE ${countedLeads}
   )
   GROUP BY ${keys} HAVING (SUM(visitors) > 0 OR SUM(leads) > 0) ${having}
   ORDER BY leads DESC, visitors DESC, ${keys} LIMIT ${trafficTop}`;

const queries = {
  totals: `SELECT COALESCE(SUM(visitors), 0) AS visitors, COALESCE(SUM(views), 0) AS views,
      (SELECT COUNT(*) FROM enquiries WHERE ${countedLeads}) AS leads ${counted}`,
  daily: `WITH RECURSIVE period (day) AS (
      SELECT ?1 UNION ALL SELECT day + ${dayMs} FROM period WHERE day < ?2)
    SELECT period.day, COALESCE(SUM(visitors), 0) AS visitors, COALESCE(SUM(views), 0) AS views
    FROM period LEFT JOIN traffic_daily ON traffic_daily.day = period.day
    GROUP BY period.day ORDER BY period.day`,
  pages: top('path'),
  referrers: top('referrer', "AND referrer <> ''"),
  languages: top('language'),
  devices: top('device'),
  sources: conversion('source', `${sourceLabelSql} AS source`, 'source'),
  campaigns: conversion(
    'utm_source, utm_medium, utm_campaign',
    'utm_source, utm_medium, utm_campaign',
    'utm_source, utm_medium, utm_campaign',
    "AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '')",
  ),
  landings: conversion('path', 'path', `${leadLandingSql} AS path`, "AND path <> ''"),
  vitals: `SELECT route, MAX(n) AS reports,
      MAX(CASE WHEN name = 'LCP' THEN p75 END) AS lcp,
      MAX(CASE WHEN name = 'INP' THEN p75 END) AS inp,
      MAX(CASE WHEN name = 'CLS' THEN p75 END) AS cls
    FROM (${p75Query('?1')}) WHERE name IN ('LCP', 'INP', 'CLS')
    GROUP BY route ORDER BY reports DESC, route LIMIT ${trafficTop}`,
};

type Counts = { visitors: number; views: number };
type Conversion = Counts & { leads: number; replied: number; won: number };
type Rows = {
  totals: Counts & { leads: number };
  daily: Counts & { day: number };
  pages: Counts & { path: string };
  referrers: Counts & { referrer: string };
  languages: Counts & { language: string };
  devices: Counts & { device: string };
  sources: Conversion & { source: string };
  campaigns: Conversion & { utm_source: string; utm_medium: string; utm_campaign: string };
  landings: Conversion & { path: string };
  /** p75 of each metric, null where the period has no report of it. */
  vitals: {
    route: string;
    reports: number;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
  };
};
const names = Object.keys(queries) as (keyof typeof queries)[];

export const trafficRoutes = new Hono<InboxEnv>().get('/', valid('query', period), async (c) => {
  const { days } = c.req.valid('query');
  const now = Date.now();
  const today = dayOf(now);
  const first = periodStart(days, now);
  const db = c.env.DB;
  const started = Date.now();
  const results = await db.batch(
    names.map((name) =>
      db.prepare(queries[name]).bind(first, ...(name === 'daily' ? [today] : [])),
    ),
  );
  const { totals, ...rows } = Object.fromEntries(
    names.map((name, n) => [name, results[n]?.results ?? []]),
  ) as { [Name in keyof Rows]: Rows[Name][] };
  // How long D1 took, for bench/traffic.mjs and the browser's network panel.
  c.header('Server-Timing', `d1;dur=${Date.now() - started}`);
  return c.json({ days, totals: totals[0] ?? { visitors: 0, views: 0, leads: 0 }, ...rows }, 200);
});
