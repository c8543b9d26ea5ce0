/**
 * Writes the parsers zod compiles from the app's long-list schemas as modules of the app
 * (src/api/contracts/order-parser.ts), so that the browser runs them without `new Function`.
 *
 * Zod compiles a schema's parser to plain JavaScript (`compileFn`) and evaluates it with
 * `new Function`, which the app's Content-Security-Policy forbids (no 'unsafe-eval'): in the
 * browser it runs zod's generic parser, which took 66 ms for 5,000 orders where the compiled
 * code took 5 (first run, Node, jitless). Zod's `withParser` installs a parser built ahead of
 * time; whatever it rejects goes through zod's own parser, so failures name the same issues.
 * `order-parser.test.ts` fails when a schema changes and its module is not written again:
 *
 *   npx tsx scripts/compile-schemas.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { compileFn, type $ZodType } from 'zod/v4/core';
import { orderSchema } from '../src/api/contracts/orders';

/** A schema to compile: where it is declared, and the names the module gives it. */
export interface CompiledSchema {
  readonly schema: $ZodType;
  /** The schema's export and the module that declares it (relative to the written module). */
  readonly schemaName: string;
  readonly from: string;
  /** The type of what it parses to, exported by `from`. */
  readonly typeName: string;
  /** The names the written module exports: the parser, and the schema with it installed. */
  readonly parserName: string;
  readonly compiledName: string;
  /** The module written. */
  readonly file: string;
}

export const ORDER_PARSER: CompiledSchema = {
  schema: orderSchema,
  schemaName: 'orderSchema',
  from: './orders',
  typeName: 'Order',
  parserName: 'parseOrder',
  compiledName: 'compiledOrderSchema',
  file: fileURLToPath(new URL('../src/api/contracts/order-parser.ts', import.meta.url)),
};

/**
 * The compiled parser's body and the constants it closes over, as zod hands them to
 * `new Function` (its debug output names the constants but not their values).
 */
function compiledParts(schema: $ZodType): { code: string; constants: Map<string, unknown> } {
  const Native = globalThis.Function;
  let parts: { code: string; constants: Map<string, unknown> } | undefined;
  globalThis.Function = new Proxy(Native, {
    construct(target, args: string[]) {
      const factory = Reflect.construct(target, args) as (...values: unknown[]) => unknown;
      const names = args.slice(0, -1);
      const body = args.at(-1) ?? '';
      return (...values: unknown[]) => {
        const code = /^return \(input\) => \{\n([\s\S]*)\n\}$/.exec(body)?.[1];
        if (code === undefined) throw new Error('zod compiled a function of an unknown form');
        parts = { code, constants: new Map(names.map((name, index) => [name, values[index]])) };
        return factory(...values);
      };
    },
  });
  try {
    compileFn(schema);
  } finally {
    globalThis.Function = Native;
  }
  if (!parts) throw new Error('zod did not compile the schema');
  return parts;
}

/** A constant's declaration: zod's own sentinel, or a regular expression of a check. */
function constantSource(name: string, value: unknown): string {
  if (name === 'INVALID') return 'const INVALID: typeof z.INVALID = z.INVALID;';
  if (value instanceof RegExp) return `const ${name} = /${value.source}/${value.flags};`;
  throw new Error(
    `The compiled parser closes over ${name} (${typeof value}), which a module cannot restate: ` +
      'leave this schema to zod’s own parser',
  );
}

/** The module's source, formatted as the repository formats its code. */
export async function compiledSchemaModule(compiled: CompiledSchema): Promise<string> {
  const { code, constants } = compiledParts(compiled.schema);
  const { schemaName, from, typeName, parserName, compiledName } = compiled;
  const source = `/*
 * Written by scripts/compile-schemas.ts from \`${schemaName}\` (${from}.ts): zod's compiled
 * parser, which the app's CSP does not let zod build in the browser. Do not edit; run
 * \`npx tsx scripts/compile-schemas.ts\` after the schema changes.
 */
/* eslint-disable */
import * as z from 'zod/mini';
import { ${schemaName}, type ${typeName} } from '${from}';

${[...constants].map(([name, value]) => constantSource(name, value)).join('\n')}

/** \`${schemaName}\`'s value from \`value\`, or \`z.INVALID\` for zod's own parser to explain. */
export function ${parserName}(value: unknown): ${typeName} | typeof z.INVALID {
const input: any = value;
${code}
}

/** \`${schemaName}\` that parses with \`${parserName}\` first. */
export const ${compiledName} = z.withParser(${schemaName}, ${parserName});
`;
  const options = await resolveConfig(compiled.file);
  return format(source, { ...options, filepath: compiled.file });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ORDER_PARSER.file, await compiledSchemaModule(ORDER_PARSER));
  console.log(`Wrote ${ORDER_PARSER.file}`);
}
