/**
 * Conformance (issue 16): for every operation of the document, requests built from the
 * document's own parameter schemas (fast-check) are sent over a real socket, and each answer
 * must validate against the document's response schema for its status (ajv), with a status
 * the operation documents. A valid request is never refused as invalid; a value of the wrong
 * kind is 400 `INVALID_PARAMETER` in the envelope, naming the parameter. Both modes: the
 * embedded service, and the proxy in front of it (as the proxy's own tests run it).
 */
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryPair } from '../../src/api/contracts/query-codec';
import { DEFAULT_DEMO_KEY } from '../seed/accounts';
import {
  passwordOf,
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from '../proxy/proxy-test-kit';
import { startTestServer, type TestServer } from '../testing/test-server';
import { buildOpenApiDocument } from './document';
import { OPERATION_DOCS } from './operations';
import {
  bodySchemaOf,
  documentValidator,
  operationsOf,
  requestsFor,
  responsePointer,
  type BuiltRequest,
  type Document,
  type DocumentedOperation,
  type ParameterObject,
  valueOf,
} from './document-kit';

const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 15);

const encode = (pairs: readonly QueryPair[]) =>
  pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

interface Sent {
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
}

type Send = (
  operation: DocumentedOperation,
  request: BuiltRequest,
  extra?: readonly QueryPair[],
) => Promise<Sent>;

async function parsed(response: Response): Promise<Sent> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
}

const documentedOps = new Set(Object.keys(OPERATION_DOCS));

/**
 * A body from the document's schema (mostly names nobody has: SIGN_IN_FAILED), or now and then
 * the right password of `operator`; only that account may be throttled by failures, so the
 * accounts the other operations sign in with are not.
 */
function bodyFrom(document: Document, operation: DocumentedOperation) {
  const schema = bodySchemaOf(document, operation);
  if (!schema) return undefined;
  const right = { name: 'operator', password: passwordOf('operator') };
  return () =>
    fc
      .oneof(valueOf(schema), fc.constant(right))
      .map((body) =>
        (body as { name?: string }).name === 'seller' || (body as { name?: string }).name === 'both'
          ? right
          : body,
      );
}

function checkAnswer(
  validate: ReturnType<typeof documentValidator>,
  operation: DocumentedOperation,
  request: BuiltRequest,
  answer: Sent,
) {
  const label = `${operation.method.toUpperCase()} ${request.path}?${encode(request.pairs)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  expect(answer.contentType, label).toMatch(/^application\/json/);
  // The status is one the operation documents (not only `default`).
  expect(Object.keys(operation.responses), label).toContain(String(answer.status));
  const pointer = responsePointer(operation, answer.status);
  expect(pointer, label).not.toBeNull();
  expect(validate(pointer!, answer.body), label).toBeNull();
  // A request made from the document's parameter schemas is one the service accepts.
  if (documentedOps.has(operation.operationId) && answer.status === 400) {
    // An operation's own refusal (Not Enough Data) has no envelope, and is not a parameter's.
    const code = (answer.body as { error?: { code: string } }).error?.code;
    expect(code, label).not.toBe('INVALID_PARAMETER');
  }
}

/** A value the parameter's schema refuses, as one pair, or nothing for free text. */
function invalidPair(parameter: ParameterObject): fc.Arbitrary<QueryPair> | null {
  if (parameter.in !== 'query') return null;
  const { schema, name } = parameter;
  const bad = fc.constantFrom('x', '-1', '1e3', '0x10', '١٢', '1.5.5', 'NaN');
  const key =
    parameter.style === 'deepObject'
      ? schema.properties
        ? `${name}[${Object.keys(schema.properties)[0]}]`
        : `${name}[0]`
      : name;
  const value = (schema.additionalProperties ?? schema.items ?? schema) as Record<string, unknown>;
  const type = value.type ?? (Array.isArray(value.oneOf) ? 'integer' : undefined);
  if (type !== 'integer' && type !== 'number') return null;
  return bad.map((text): QueryPair => [key, text]);
}

function conformance(mode: 'embedded' | 'proxy', send: () => Send) {
  const document = buildOpenApiDocument(mode) as unknown as Document;
  const validate = documentValidator(document);
  const operations = operationsOf(document);

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s: answers requests built from the document as the document says',
    async (_id, operation) => {
      const body = bodyFrom(document, operation);
      let ok = 0;
      await fc.assert(
        fc.asyncProperty(requestsFor(operation, body), async (request) => {
          const answer = await send()(operation, request);
          checkAnswer(validate, operation, request, answer);
          // Random filters rarely leave 5 comparable adverts: the operation's own documented
          // refusal (Not Enough Data, no envelope) is an answer to them, as a 200 is.
          const refusal = answer.status === 400 && !(answer.body as { error?: unknown }).error;
          if (answer.status === 200 || refusal) ok++;
        }),
        { numRuns: RUNS },
      );
      // Documented reads whose every parameter is optional answer such requests (a required id
      // may name nothing: 404; a row without docs yet is sent without its parameters).
      const needs = operation.parameters.some((parameter) => parameter.required);
      if (!needs && operation.method === 'get' && documentedOps.has(operation.operationId)) {
        expect(ok, operation.operationId).toBeGreaterThan(0);
      }
    },
  );

  const withNumbers = operations.flatMap((operation) =>
    operation.parameters
      .filter((parameter) => !parameter.deprecated)
      .flatMap((parameter) => {
        const pair = invalidPair(parameter);
        return pair
          ? [
              [
                `${operation.operationId} ${parameter.name}`,
                operation,
                parameter.name,
                pair,
              ] as const,
            ]
          : [];
      }),
  );

  it.each(withNumbers)(
    '%s: a value of the wrong kind is 400 INVALID_PARAMETER naming it',
    async (_label, operation, name, invalid) => {
      // A valid request (the other required parameters too) with this one parameter spoiled.
      const requests = requestsFor(operation).map((request) => ({
        path: request.path,
        pairs: request.pairs.filter(([key]) => key !== name && !key.startsWith(`${name}[`)),
      }));
      await fc.assert(
        fc.asyncProperty(requests, invalid, async ({ path, pairs }, bad) => {
          const sent = [...pairs, bad];
          const answer = await send()(operation, { path, pairs: sent });
          const label = `${path}?${encode(sent)} → ${answer.status} ${JSON.stringify(answer.body)}`;
          expect(answer.status, label).toBe(400);
          expect(validate(responsePointer(operation, 400)!, answer.body), label).toBeNull();
          const error = (answer.body as { error: { code: string; param?: string } }).error;
          expect(error.code, label).toBe('INVALID_PARAMETER');
          expect(error.param, label).toBe(bad[0]);
        }),
        { numRuns: 3 },
      );
    },
  );

  it.each(
    operations
      .filter((operation) => operation.path.includes('{'))
      .map((operation) => [operation.operationId, operation] as const),
  )('%s: a path id that is not digits is 400 INVALID_PARAMETER', async (_id, operation) => {
    const path = operation.path.replace(/\{[a-z_]+\}/gi, 'abc');
    const answer = await send()(operation, { path, pairs: [] });
    expect(answer.status).toBe(400);
    expect(validate(responsePointer(operation, 400)!, answer.body)).toBeNull();
    expect((answer.body as { error: { code: string } }).error.code).toBe('INVALID_PARAMETER');
  });
}

describe('the embedded service answers as its document says', () => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: { vehicles: 2000, realty: 500, orders: 20 } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  conformance('embedded', () => async (operation, request) => {
    const keyed = operation.security.length > 0;
    const pairs: QueryPair[] = [
      ...request.pairs,
      ...(keyed ? [['api_key', DEFAULT_DEMO_KEY] as QueryPair] : []),
    ];
    const response = await fetch(`${origin}/api${request.path}?${encode(pairs)}`, {
      method: operation.method.toUpperCase(),
    });
    return parsed(response);
  });
});

describe('the proxy answers as its document says (in front of the embedded service)', () => {
  let upstream: Upstream;
  let proxy: ProxyUnderTest;
  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = await startProxy(upstream.base, {
      hourlyLimit: 1_000_000,
      sessions: { attemptsPerAddress: 100_000 },
    });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  conformance('proxy', () => async (operation, request) => {
    const method = operation.method.toUpperCase();
    const target = `/api${request.path}?${encode(request.pairs)}`;
    if (request.body !== undefined) {
      const response = await fetch(`${proxy.origin}${target}`, {
        method,
        headers: { 'content-type': 'application/json', origin: proxy.origin },
        body: JSON.stringify(request.body),
      });
      return parsed(response);
    }
    // Signed in with both roles, so that role-gated operations answer rather than refuse (signing
    // out ends a session of its own).
    const account = operation.operationId === 'signOut' ? 'seller' : 'both';
    const received = await proxy.as(account)(target, method);
    return {
      status: received.status,
      contentType: received.headers.get('content-type') ?? '',
      body: received.body ?? received.text,
    };
  });
});
