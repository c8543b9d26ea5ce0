/**
 * The OpenAPI document (issue 16): valid for an independent validator, complete for the route
 * table, every parameter of the public table named as it is sent, every example passing its
 * schema, and served at /api/openapi.json in both modes.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocumentSchema } from '../../src/api/contracts/openapi';
import { parseQueryString } from '../../src/api/contracts/query-codec';
import { errorsOf } from '../../src/api/contracts/route';
import { decodeVehicleSearch } from '../../src/api/contracts/vehicle-search-query';
import { STATUS_OF_CODE } from '../http/api-error';
import { operationsIn } from '../http/endpoint';
import {
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from '../proxy/proxy-test-kit';
import { startTestServer, type TestServer } from '../testing/test-server';
import { buildOpenApiDocument } from './document';
import {
  documentValidator,
  exampleOf,
  operationsOf,
  serialize,
  type Document,
  type DocumentedOperation,
} from './document-kit';

const MODES = ['embedded', 'proxy'] as const;
const documents = Object.fromEntries(
  MODES.map((mode) => [mode, buildOpenApiDocument(mode) as unknown as Document]),
) as Record<(typeof MODES)[number], Document>;

const find = (document: Document, id: string): DocumentedOperation => {
  const found = operationsOf(document).find((operation) => operation.operationId === id);
  if (!found) throw new Error(`${id} is not in the document`);
  return found;
};

describe.each(MODES)('the %s document', (mode) => {
  const document = documents[mode];

  it('passes an independent OpenAPI 3.1 validator (@apidevtools/swagger-parser)', async () => {
    // The validator dereferences in place: give it a copy.
    const copy = JSON.parse(JSON.stringify(document)) as Parameters<
      typeof SwaggerParser.validate
    >[0];
    await expect(SwaggerParser.validate(copy)).resolves.toBeDefined();
  });

  it('describes every operation of the route table that this mode serves, and no other', () => {
    const table = operationsIn(mode).map(
      ({ id, route }) => `${route.method} ${route.path.replace(/:([a-z]+)/gi, '{$1}')} ${id}`,
    );
    const documented = operationsOf(document).map(
      ({ method, path, operationId }) => `${method.toUpperCase()} ${path} ${operationId}`,
    );
    expect(documented.sort()).toEqual(table.sort());
  });

  it('lists, for each operation, the codes it answers with under their statuses', () => {
    for (const { id, route } of operationsIn(mode)) {
      const operation = find(document, id);
      for (const code of errorsOf(route, mode)) {
        const response = operation.responses[String(STATUS_OF_CODE[code])];
        expect(JSON.stringify(response), `${id} ${code}`).toContain(`"${code}"`);
      }
      expect(operation.responses.default, id).toBeDefined();
    }
  });

  it('gives every answer and parameter example in a form its schema accepts', () => {
    const validate = documentValidator(document);
    let checked = 0;
    for (const operation of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [name, { value }] of Object.entries(
          response.content?.['application/json'].examples ?? {},
        )) {
          const pointer = ['paths', operation.path, operation.method, 'responses', status];
          const problem = validate([...pointer, 'content', 'application/json', 'schema'], value);
          expect(problem, `${operation.operationId} ${status} ${name}`).toBeNull();
          checked++;
        }
      }
      operation.parameters.forEach((parameter, i) => {
        const example = exampleOf(parameter);
        if (example === undefined) return;
        const pointer = [
          'paths',
          operation.path,
          operation.method,
          'parameters',
          String(i),
          'schema',
        ];
        expect(validate(pointer, example), parameter.name).toBeNull();
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(60);
  });
});

describe('vehicle search parameters', () => {
  const operation = find(documents.embedded, 'searchVehicles');
  const reference = JSON.parse(
    readFileSync(new URL('../reference/auto-search-params.json', import.meta.url), 'utf8'),
  ) as { params: { name: string }[]; params_used_only_in_example: { name: string }[] };

  it('documents every row of the public parameter table (auto-search-params.json), by the name sent', () => {
    const documented = operation.parameters.map((parameter) => parameter.name);
    const names = [...reference.params, ...reference.params_used_only_in_example].map(({ name }) =>
      name.replace(/\[.*$/, ''),
    );
    expect(names.length).toBeGreaterThanOrEqual(55);
    expect(names.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names each as it is sent: its example decodes with no issue and no unknown name', () => {
    for (const parameter of operation.parameters) {
      const example = exampleOf(parameter);
      if (example === undefined) continue;
      const pairs = serialize(parameter, example);
      const { issues, unknown } = decodeVehicleSearch(pairs);
      expect({ name: parameter.name, issues, unknown }).toEqual({
        name: parameter.name,
        issues: [],
        unknown: [],
      });
    }
    // The indexed families are sent with their brackets.
    const makes = operation.parameters.find((parameter) => parameter.name === 'marka_id')!;
    expect(serialize(makes, exampleOf(makes))).toEqual([
      ['marka_id[0]', '79'],
      ['marka_id[1]', '84'],
    ]);
    // Readers see the example as sent.
    expect(makes.examples?.sent?.summary).toBe('marka_id[0]=79&marka_id[1]=84');
  });

  it('shows the documented request, which the service reads without an issue', () => {
    const description = JSON.stringify(operation);
    const query = /GET \/api\/auto\/search\?([^\\`]+)/.exec(description)?.[1] ?? '';
    expect(query).toContain('marka_id[0]=79');
    expect(decodeVehicleSearch(parseQueryString(query)).issues).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  let upstream: Upstream;
  let proxy: ProxyUnderTest;
  beforeAll(async () => {
    server = await startTestServer({ seed: { vehicles: 500, realty: 100, orders: 10 } });
    upstream = await startUpstream();
    proxy = await startProxy(upstream.base);
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    await server.close();
  });

  it('answers the embedded document without a key', async () => {
    const { status, body, headers } = await server.call('/openapi.json', { key: null });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(openApiDocumentSchema.parse(body).openapi).toBe('3.1.0');
    expect(body).toEqual(JSON.parse(JSON.stringify(documents.embedded)));
  });

  it('answers the proxy document, with the sign-in paths and no key to send', async () => {
    const { status, body } = await proxy.call('/api/openapi.json');
    expect(status).toBe(200);
    expect(body).toEqual(JSON.parse(JSON.stringify(documents.proxy)));
    const document = body as Document;
    expect(Object.keys(document.paths)).toContain('/_session');
    // The server holds the key: nothing asks the browser for one.
    expect(JSON.stringify(document.components.securitySchemes)).not.toContain('api_key');
    const parameters = operationsOf(document).flatMap(({ parameters }) => parameters);
    expect(parameters.map(({ name }) => name)).not.toContain('api_key');
    expect(find(document, 'listOrders')['x-access']).toBe('operator');
    expect(find(document, 'searchVehicles').security).toEqual([]);
  });
});
