import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOutcome, apiRequest, ApiError } from './client';
import { QueryClient } from '@tanstack/react-query';
import { takeEarlyResponse } from './early-responses';
import { sessionChanged } from './session-queries';
import { averagePrice } from './contracts/market-price-routes';

function answering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

/** A market price, as the service answers one. */
const answer = {
  total: 5,
  arithmeticMean: 3,
  interQuartileMean: 3,
  percentiles: { '50.0': 3 },
  prices: [1, 2, 3, 4, 5],
  classifieds: [1, 2, 3, 4, 5],
};

const ask = () =>
  apiOutcome('/auto/average_price', {
    schema: averagePrice.answer,
    refusal: averagePrice.refusal,
  });

describe("an operation's own documented refusal", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is an expected outcome, typed, not an error', async () => {
    answering(400, { message: 'Not Enough Data' });
    await expect(ask()).resolves.toEqual({
      refused: true,
      refusal: { message: 'Not Enough Data' },
    });
  });

  it('leaves the answer, and every other failure, as they were', async () => {
    answering(200, answer);
    await expect(ask()).resolves.toEqual({ refused: false, answer });
    answering(400, { error: { code: 'INVALID_PARAMETER', message: 'yers', param: 'yers' } });
    await expect(ask()).rejects.toMatchObject({ kind: 'invalid-parameter', param: 'yers' });
    answering(400, { message: 'Something else' });
    await expect(ask()).rejects.toBeInstanceOf(ApiError);
    // Without a refusal to expect, the same body is an unexpected answer.
    answering(400, { message: 'Not Enough Data' });
    await expect(
      apiRequest('/auto/average_price', { schema: averagePrice.answer }),
    ).rejects.toMatchObject({ kind: 'unexpected-answer', status: 400 });
  });
});

describe('a request past the service’s limits', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is told apart from a refused filter, and is the caller’s to fix', async () => {
    for (const [status, code] of [
      [414, 'URI_TOO_LONG'],
      [400, 'TOO_MANY_PARAMETERS'],
    ] as const) {
      answering(status, {
        error: { code, message: 'The request URL is longer than 8,192 characters.' },
      });
      const refused = ask();
      await expect(refused).rejects.toMatchObject({ kind: 'too-long', status, code });
      await expect(refused).rejects.toHaveProperty('isClientError', true);
    }
  });
});

describe('an answer whose body does not arrive whole', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a network error that says so, however the body is read', async () => {
    const broken = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"total":5,'));
            controller.error(new TypeError('network error'));
          },
        }),
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(broken())),
    );
    const failure = {
      kind: 'network',
      message: 'The connection broke while the answer arrived. Check the connection and try again.',
    };
    await expect(ask()).rejects.toMatchObject(failure);
    await expect(
      apiRequest('/auto/average_price', {
        schema: averagePrice.answer,
        readBody: (response): Promise<unknown> => response.json(),
      }),
    ).rejects.toMatchObject(failure);
  });
});

describe('an answer the page itself asked for, before the app ran', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The page's head started `url` (server/http/early-requests.ts) with `early` as its answer. */
  function pageAsked(url: string, early: Promise<Response>) {
    vi.stubGlobal('location', { href: 'http://localhost:5173/uk/orders' });
    vi.stubGlobal('window', { earlyRequests: new Map([[url, early]]) });
  }
  const request = (key: string) =>
    apiRequest('/auto/average_price', {
      schema: averagePrice.answer,
      apiKey: key,
      early: takeEarlyResponse,
    });

  it('is what the app’s request gets, once; the next one goes out', async () => {
    answering(200, { ...answer, total: 6 });
    pageAsked(
      'http://localhost:5173/api/auto/average_price?api_key=k',
      Promise.resolve(new Response(JSON.stringify(answer))),
    );
    await expect(request('k')).resolves.toEqual(answer);
    expect(fetch).not.toHaveBeenCalled();
    await expect(request('k')).resolves.toEqual({ ...answer, total: 6 });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is left alone by a request for another address', async () => {
    answering(200, { ...answer, total: 6 });
    pageAsked(
      'http://localhost:5173/api/auto/average_price?api_key=demo-key',
      Promise.resolve(new Response(JSON.stringify(answer))),
    );
    // The user's own key: the page's request (with the demo key) is not theirs.
    await expect(request('mine')).resolves.toEqual({ ...answer, total: 6 });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is let go when the query is cancelled first, and its download ended when it comes', async () => {
    answering(200, answer);
    let cancelled = false;
    let answerNow: (response: Response) => void = () => undefined;
    pageAsked(
      'http://localhost:5173/api/auto/average_price?api_key=k',
      new Promise<Response>((resolve) => (answerNow = resolve)),
    );
    const query = new AbortController();
    const asked = apiRequest('/auto/average_price', {
      schema: averagePrice.answer,
      apiKey: 'k',
      signal: query.signal,
      early: takeEarlyResponse,
    });
    query.abort(new DOMException('The reader left', 'AbortError'));
    await expect(asked).rejects.toMatchObject({ name: 'AbortError' });
    answerNow(
      new Response(
        new ReadableStream({
          cancel: () => {
            cancelled = true;
          },
        }),
      ),
    );
    await vi.waitFor(() => expect(cancelled).toBe(true));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('that failed is the same network error as the app’s own request', async () => {
    answering(200, answer);
    pageAsked(
      'http://localhost:5173/api/auto/average_price?api_key=k',
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(request('k')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is forgotten, its download ended, when someone signs in or out before the app takes it', async () => {
    // Proxy mode: the page asked for the orders as whoever was signed in as it loaded (a
    // refusal, for a session that had ended); after a sign-in the app asks again.
    answering(200, answer);
    let cancelled = false;
    pageAsked(
      'http://localhost:5173/api/auto/average_price?api_key=k',
      Promise.resolve(
        new Response(
          new ReadableStream({
            cancel: () => {
              cancelled = true;
            },
          }),
          { status: 401 },
        ),
      ),
    );
    const client = new QueryClient();
    await sessionChanged(client, { signed_in: false, ended: false });
    await vi.waitFor(() => expect(cancelled).toBe(true));
    await expect(request('k')).resolves.toEqual(answer);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
