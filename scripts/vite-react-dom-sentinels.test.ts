import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_CLIENT, stacklessSentinels } from './vite-react-dom-sentinels';

const require = createRequire(import.meta.url);
const reactDomClient = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);
const source = readFileSync(reactDomClient, 'utf8');

/** Evaluates React DOM's client module as the bundle does; counts the `Error` objects it makes. */
function load(code: string) {
  let made = 0;
  const context: Record<string, unknown> = { console, setTimeout, clearTimeout, queueMicrotask };
  const Native = runInNewContext('Error', context) as ErrorConstructor;
  context.Error = new Proxy(Native, {
    apply: (target, self, args: [string?]) => ((made += 1), Reflect.apply(target, self, args)),
    construct: (target, args: [string?]) => ((made += 1), Reflect.construct(target, args)),
  });
  const module = { exports: {} as Record<string, unknown> };
  const evaluate = runInNewContext(
    `(function (exports, require, module) {${code}\n})`,
    context,
  ) as (exports: unknown, require: NodeJS.Require, module: unknown) => void;
  evaluate(module.exports, require, module);
  return { made, exports: module.exports, Error: Native };
}

describe('React DOM sentinels without a stack', () => {
  it('applies to the production client build the bundle takes', () => {
    expect(REACT_DOM_CLIENT.test(reactDomClient)).toBe(true);
  });

  it('makes no Error object as React DOM loads, where the original makes five', () => {
    expect(load(source).made).toBe(5);
    const patched = load(stacklessSentinels(source));
    expect(patched.made).toBe(0);
    expect(Object.keys(patched.exports).sort()).toEqual(Object.keys(load(source).exports).sort());
  });

  it('keeps a sentinel an Error with its message, less the stack', () => {
    const patched = stacklessSentinels(source);
    // Exposes one to look at: the module throws it where a component suspends.
    const loaded = load(`${patched}\nexports.sentinel = SuspenseException;`);
    const sentinel = loaded.exports.sentinel;
    // The module's realm has its own Error.
    expect(sentinel).toBeInstanceOf(loaded.Error);
    expect(String(sentinel)).toMatch(/^Error: Minified React error #460;/);
    expect(sentinel).not.toHaveProperty('stack');
  });

  it('fails the build when React DOM no longer makes a sentinel as expected', () => {
    const changed = source.replace('SuspenseException = Error(', 'SuspenseException = new Error(');
    expect(() => stacklessSentinels(changed)).toThrow(/no longer makes SuspenseException/);
  });
});
