import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §3.1 and issue 34 "One way for a screen to ask": a screen asks a lifecycle machine only
// through its answers module (`<lifecycle>-answers.ts`, exporting `<lifecycle>Answers(record)` →
// every boolean and reason the view needs, src/machines/ask.ts underneath), and no status
// comparison decides an action in a view. This test reads every file of src/screens and names
// each import of src/machines outside an answers module, and each `status ===` / `!==` that is not
// on the list of display-only uses below.

const root = resolve(import.meta.dirname, '../../..');
const screens = join(root, 'src/screens');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const isAnswers = (file: string) => /-answers\.ts$/.test(file);

/** Interactive flows that drive an actor of their own (`useMachine`): they send events and follow
 * the actor's state, more than asking (src/machines/README.md). */
const INTERACTIVE = new Set([
  'src/screens/orders/detail/upload.dialog.tsx',
  'src/screens/orders/selection/use-order-selection.ts',
  'src/screens/survey/use-survey.ts',
]);

/** Known askers waiting to move to an answers module — the list only shrinks (empty now). */
const KNOWN_ASKERS = new Set<string>();

const MACHINE_IMPORT = /^\s*import\s+(type\s+)?[^;]*?from\s*['"]((?:\.\.\/)+machines\/[^'"]+)['"]/gm;

function askersOutsideAnswers(): string[] {
  const found: string[] = [];
  for (const file of sources(screens)) {
    const name = relative(root, file);
    if (isAnswers(file) || INTERACTIVE.has(name) || KNOWN_ASKERS.has(name)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(MACHINE_IMPORT)) {
      if (!match[1]) found.push(`${name} → ${match[2]}`);
    }
  }
  return found;
}

// `x.status === 'DONE'`, `status !== c`, `label(p) === filters.status`…: a comparison with `status`
// on one side
const OPERAND = String.raw`(?:'[^']*'|[\w.?]+(?:\([^()]*\))?)`;
const COMPARISON = new RegExp(`${OPERAND}\\s*[!=]==\\s*${OPERAND}`, 'g');
const onStatus = (comparison: string) => /\bstatus\b/.test(comparison.replace(/'[^']*'/g, "''"));

/**
 * Display-only status comparisons: a badge's tone, a column's rows, a count, a filter value, a
 * form's lookup state (not a lifecycle). Each is `file: comparison` (written with `===`, which
 * stands for `!==` too) with the number of times it stands there. An action's enabling is asked of the machine instead (the answers modules).
 */
const DISPLAY_ONLY: Record<string, number> = {
  // lookup states of the postal-code / document lookups (idle, searching, found, notFound)
  "src/screens/auth/register.form.ts: postal.status === 'idle'": 1,
  "src/screens/auth/register.screen.tsx: status === 'searching'": 1,
  "src/screens/auth/register.screen.tsx: status === 'notFound'": 1,
  "src/screens/auth/register.screen.tsx: postal.status === 'found'": 1,
  "src/screens/orders/detail/address.tab.tsx: lookup.status === 'searching'": 2,
  "src/screens/orders/detail/address.tab.tsx: lookup.status === 'notFound'": 1,
  "src/screens/orders/new/party-form.dialog.tsx: lookup.status === 'searching'": 1,
  "src/screens/orders/new/party-form.dialog.tsx: lookup.status === 'notFound'": 1,
  "src/screens/registers/customers/customer-form.dialog.tsx: postal.status === 'searching'": 1,
  // a list filter's value ('all' | 'active' | 'inactive', '' | 'inInventory'…) becoming a query
  "src/screens/registers/shared/register-filters.tsx: status === 'all'": 1,
  "src/screens/registers/shared/register-filters.tsx: status === 'active'": 1,
  "src/screens/registers/customers/customer-form.ts: filters.status === 'all'": 1,
  "src/screens/registers/customers/customer-form.ts: filters.status === 'active'": 1,
  "src/screens/registers/products/products.screen.tsx: status === 'all'": 1,
  "src/screens/registers/products/products.screen.tsx: status === 'active'": 1,
  "src/screens/registers/positions/positions.screen.tsx: filters.status === ''": 1,
  "src/screens/registers/positions/positions.screen.tsx: filters.status === 'inInventory'": 1,
  'src/screens/inventory/inventory-detail.tsx: positionStatusLabel(p) === filters.status': 1,
  // an HTTP answer's status (the survey's answer call)
  'src/screens/survey/use-survey.ts: result?.data?.status === 200': 1,
  // a device's link state on the map (online, offline, lost)
  "src/screens/devices/light-marker.tsx: status === 'lost'": 1,
  "src/screens/devices/light-marker.tsx: status === 'online'": 2,
  // a count's result shown as a badge tone, and the recount note (doc 3 §2 Inventory)
  "src/screens/inventory/position-counts.tsx: c.status === 'MATCH'": 1,
  "src/screens/inventory/position-counts.tsx: i.status === 'MATCH'": 1,
  "src/screens/inventory/count-panel.tsx: position?.status === 'RECOUNTING'": 1,
  // the dashboard's columns and counts (doc 1 §7.2, doc 2 §3)
  'src/screens/dashboard/charts-block.tsx: f.status === s': 1,
  'src/screens/dashboard/order-monitoring-block.tsx: o.status === c': 1,
  "src/screens/dashboard/order-card.tsx: order.status === 'INPROGRESS'": 1,
  'src/screens/dashboard/tv/tv-orders.tsx: o.status === c': 1,
  'src/screens/dashboard/routes-block.tsx: i.status === status': 1,
};

function statusComparisons(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of sources(screens)) {
    if (isAnswers(file)) continue;
    const name = relative(root, file);
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(\/\/|\*)/.test(line)) continue;
      for (const match of line.matchAll(COMPARISON)) {
        if (!onStatus(match[0])) continue;
        // `===` and `!==` alike: the same display-only question either way round
        const key = `${name}: ${match[0].trim().replace('!==', '===')}`;
        found[key] = (found[key] ?? 0) + 1;
      }
    }
  }
  return found;
}

describe('screens ask machines one way (issue 34, DESIGN §3)', () => {
  it('only answers modules (and interactive flows with an actor) import a machine', () => {
    expect(askersOutsideAnswers()).toEqual([]);
  });

  it('every answers module is named <lifecycle>-answers.ts and exports <lifecycle>Answers', () => {
    const wrong = sources(screens)
      .filter(isAnswers)
      .filter((file) => {
        const base = file.replace(/.*\//, '').replace(/-answers\.ts$/, '');
        const camel = base.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
        return !new RegExp(`export (function|const) ${camel}Answers\\b`).test(readFileSync(file, 'utf8'));
      });
    expect(wrong.map((f) => relative(root, f))).toEqual([]);
  });

  it('no status comparison outside the display-only list (a view asks the machine to act)', () => {
    const found = statusComparisons();
    const unlisted = Object.entries(found)
      .filter(([key, count]) => (DISPLAY_ONLY[key] ?? 0) < count)
      .map(([key]) => key);
    expect(unlisted).toEqual([]);
  });

  it('the display-only list names no comparison that is gone (it only shrinks)', () => {
    const found = statusComparisons();
    const stale = Object.entries(DISPLAY_ONLY)
      .filter(([key, count]) => (found[key] ?? 0) < count)
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });
});
