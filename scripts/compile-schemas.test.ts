import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compiledSchemaModule, ORDER_PARSER } from './compile-schemas';

describe('the parsers compiled ahead of time', () => {
  it('are the ones zod compiles from their schemas today (else run the script again)', async () => {
    expect(readFileSync(ORDER_PARSER.file, 'utf8')).toBe(await compiledSchemaModule(ORDER_PARSER));
  });
});
