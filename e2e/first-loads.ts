/**
 * What the e2e runs know of the build they serve: its manifest, and each route's first load
 * as it crosses the wire against a budget (scripts/bundle-budget.mjs counts the same files).
 */
import { readFileSync } from 'node:fs';
import { WIRE_ENCODING, type sentRouteSizes } from '../scripts/bundle-budget.mjs';
import { expect, test } from './fixtures';

export const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

/** The build's manifest: each source the build made a file of, and that file. */
export function readManifest(): Record<string, { file: string }> {
  return JSON.parse(readFileSync(`${STATIC_DIR}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
}

/** The file the build made of `source`. */
export function manifestFile(source: string): string {
  const file = readManifest()[source]?.file;
  if (!file) throw new Error(`The build has no chunk of ${source}`);
  return file;
}

/**
 * Every route of `addresses` was loaded, in brotli, and none over `budget`; the figures go in
 * the test's report.
 */
export function expectWithinBudget(
  loads: Awaited<ReturnType<typeof sentRouteSizes>>,
  addresses: Record<string, string>,
  budget: number,
): void {
  expect(loads.map(({ route }) => route).sort()).toEqual(Object.keys(addresses).sort());
  for (const { address, encoding } of loads) expect(encoding, address).toBe(WIRE_ENCODING);
  const kilobytes = loads.map(({ route, bytes }) => `${route} ${(bytes / 1024).toFixed(1)} KB`);
  test.info().annotations.push({ type: 'first loads (br)', description: kilobytes.join(', ') });
  expect(
    loads.filter(({ bytes }) => bytes > budget),
    `over ${budget / 1024} KB: ${kilobytes.join(', ')}`,
  ).toEqual([]);
}
