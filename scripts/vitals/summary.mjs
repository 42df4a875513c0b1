#!/usr/bin/env node
/**
 * `npm run vitals -- FILE…` (or the lines on stdin): the field data's log lines (POST /vitals,
 * app/vitals/vitals.server.ts) summed up per route: each metric's 75th percentile with its count
 * and its share of "good" values, and the share of page lives good on all three Core Web Vitals
 * measured. A line may be the server's own or a host's log export wrapping it (JSON or text).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Google's "good" limits (web.dev/articles/vitals): a value up to and including each is good. */
export const GOOD_UP_TO = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };
/** @type {Name[]} */
const CORE = ['LCP', 'INP', 'CLS'];
const MARK = 'web-vitals';
const HEADINGS = ['route', 'metric', 'p75', 'good', 'count'];

/** @typedef {keyof typeof GOOD_UP_TO} Name */
/** @typedef {{ event: string, route: string } & Partial<Record<Name, number>>} Life */

/**
 * Every field-data record in one line of a log, however the host wrapped it.
 * @param {string} line
 * @returns {Life[]}
 */
export function recordsIn(line) {
  if (!line.includes(MARK)) return [];
  try {
    return found(JSON.parse(line));
  } catch {
    // A line of pretty-printed JSON (`wrangler tail --format json`): the message, escaped.
    const quoted = /"(\{\\"event\\":\\"web-vitals\\".*?\})"/.exec(line)?.[1];
    if (quoted) return found(JSON.parse(`"${quoted}"`));
    // Text around the server's JSON: a timestamp, a level, a request id.
    const start = line.indexOf('{"event":"web-vitals"');
    const end = line.lastIndexOf('}');
    if (start < 0 || end < start) return [];
    try {
      return found(JSON.parse(line.slice(start, end + 1)));
    } catch {
      return [];
    }
  }
}

/**
 * @param {unknown} value
 * @returns {Life[]}
 */
function found(value) {
  if (typeof value === 'string') return value.includes(MARK) ? recordsIn(value) : [];
  if (Array.isArray(value)) return value.flatMap(found);
  if (value === null || typeof value !== 'object') return [];
  const record = /** @type {Partial<Life>} */ (value);
  if (record.event === MARK && typeof record.route === 'string')
    return [/** @type {Life} */ (record)];
  return Object.values(value).flatMap(found);
}

/**
 * The 75th percentile by nearest rank.
 * @param {number[]} values
 */
export function percentile75(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? NaN;
}

/**
 * The summary as text lines: a table per route and metric, then the good page lives.
 * @param {string[]} lines
 */
export function summarize(lines) {
  const lives = lines.flatMap(recordsIn);
  if (lives.length === 0) return ['No field data found: lines with "event":"web-vitals" are read.'];
  const routes = [...new Set(lives.map(({ route }) => route))].sort();
  const rows = [HEADINGS];
  const good = [];
  for (const route of routes) {
    const here = lives.filter((life) => life.route === route);
    for (const name of /** @type {Name[]} */ (Object.keys(GOOD_UP_TO))) {
      const limit = GOOD_UP_TO[name];
      /** @type {number[]} */
      const values = here.flatMap((life) => (typeof life[name] === 'number' ? [life[name]] : []));
      if (values.length === 0) continue;
      const p75 = percentile75(values);
      const share = values.filter((value) => value <= limit).length / values.length;
      const shown =
        name === 'CLS' ? p75.toFixed(3) : `${Math.round(p75).toLocaleString('en-US')} ms`;
      rows.push([route, name, shown, percent(share), String(values.length)]);
    }
    const measured = here.filter((life) => CORE.some((name) => typeof life[name] === 'number'));
    const allGood = measured.filter((life) =>
      CORE.every((name) => (life[name] ?? 0) <= GOOD_UP_TO[name]),
    );
    good.push(
      measured.length === 0
        ? `  ${route}: none measured`
        : `  ${route}: ${percent(allGood.length / measured.length)} of ${measured.length}`,
    );
  }
  const widths = HEADINGS.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return [
    `Field data: ${lives.length} page lives.`,
    '',
    ...rows.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    ),
    '',
    'Page lives good on LCP, INP and CLS (each where measured):',
    ...good,
  ];
}

/** @param {number} share */
const percent = (share) => `${Math.round(share * 100)}%`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  const text =
    files.length > 0
      ? files.map((file) => readFileSync(file, 'utf8')).join('\n')
      : readFileSync(0, 'utf8');
  console.log(summarize(text.split('\n')).join('\n'));
}
