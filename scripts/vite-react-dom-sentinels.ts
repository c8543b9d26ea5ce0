/**
 * React DOM makes five `Error` objects as its module loads: sentinels it throws and recognises by
 * identity (`SuspenseException` and its kin), whose stack nothing reads. With DevTools' Runtime
 * domain on, as under Lighthouse, V8 takes a detailed stack trace of every `Error` made, and to
 * give the top frame a line and column it parses React DOM's whole module function again: 90 to
 * 180 ms at 4x CPU in the task that evaluates the libraries, all of it blocking time, on every
 * route (bench/README.md). A phone without DevTools never pays it, so the lab measured a cost
 * no user has. The production build makes the sentinels without a stack instead: objects of
 * `Error.prototype` with the same message, so `instanceof Error`, the message and identity hold
 * (React's first sentinels were plain objects, facebook/react#25556).
 *
 * The build fails when React DOM stops making them this way, so that an upgrade is looked at
 * rather than the patch silently doing nothing.
 */
import type { Plugin } from 'vite';

/** React DOM's client build for production, where the sentinels are made. */
export const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The sentinels of React DOM 19, each made at the module's top level. */
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const MADE = new RegExp(
  String.raw`\b(${SENTINELS.join('|')}) = Error\(formatProdErrorMessage\((\d+)\)\)`,
  'g',
);

const STACKLESS = 'stacklessSentinel';

/**
 * A function declaration, hoisted, so it serves the sentinels from the module's end: at the start it
 * would come before the module's "use strict", and every line after it would move.
 */
const HELPER =
  `\nfunction ${STACKLESS}(message) {\n` +
  '  return Object.create(Error.prototype, {\n' +
  '    message: { value: message, writable: true, configurable: true },\n' +
  '  });\n' +
  '}\n';

/** React DOM's client code with its sentinels made without a stack; throws if any is missing. */
export function stacklessSentinels(code: string): string {
  const found = new Set<string>();
  const patched = code.replace(MADE, (_made, name: string, error: string) => {
    found.add(name);
    return `${name} = ${STACKLESS}(formatProdErrorMessage(${error}))`;
  });
  const missing = SENTINELS.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(
      `React DOM no longer makes ${missing.join(', ')} as scripts/vite-react-dom-sentinels.ts ` +
        'expects: see whether it still makes Error objects at load, and update the list.',
    );
  }
  return `${patched}${HELPER}`;
}

export function reactDomSentinels(): Plugin {
  return {
    name: 'react-dom-sentinels',
    apply: 'build',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler(code) {
        // No line moves (the helper comes last), so React DOM's own map still holds.
        return { code: stacklessSentinels(code), map: null };
      },
    },
  };
}
