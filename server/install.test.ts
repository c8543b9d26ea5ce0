/**
 * What we declare and what we install agree (issue 16): every installed package accepts the
 * Node versions `engines` promises, so `npm ci` on CI's Node 20 prints no EBADENGINE warning.
 * package.json `overrides` pins the few that asked for Node 22 to releases that do not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; version?: string }>;
};

/** Installed packages (the lock also lists other platforms' optional binaries) and their range. */
const ranges = Object.entries(lock.packages).flatMap(([path, info]) => {
  const range = Array.isArray(info.engines) ? undefined : info.engines?.node;
  return path !== '' && range && existsSync(join(root, path)) ? [{ path, range }] : [];
});

describe('engines', () => {
  const lowest = semver.minVersion(manifest.engines.node)?.version ?? '';

  it.each([lowest, process.versions.node])('every installed package runs on Node %s', (node) => {
    expect(semver.satisfies(node, manifest.engines.node)).toBe(true);
    const refusing = ranges.filter(({ range }) => !semver.satisfies(node, range));
    expect(refusing.map(({ path, range }) => `${path} wants ${range}`)).toEqual([]);
  });

  it('reads the lock (the check is not empty)', () => {
    expect(ranges.length).toBeGreaterThan(50);
  });
});
