/**
 * One call to the upstream API with Node's fetch, reduced to what the proxy needs to answer.
 * The URL carries the server's key, so nothing here throws: every failure comes back as a
 * result that names what happened, never an error message that could quote the URL.
 */

/** Larger answers are refused: no contract answer comes near it. */
export const MAX_UPSTREAM_BODY = 16 * 1024 * 1024;

export type UpstreamResult =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly contentType: string;
      readonly retryAfter: string | null;
      readonly text: string;
    }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'unreachable'; readonly reason: string }
  | { readonly kind: 'too-large' };

const REASONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed',
  UND_ERR_SOCKET: 'the connection was closed before an answer',
  ENOTFOUND: 'its host name could not be resolved',
  EAI_AGAIN: 'its host name could not be resolved',
  EHOSTUNREACH: 'its host cannot be reached',
  ENETUNREACH: 'the network is unreachable',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate is not trusted',
};

/** Node's fetch refuses the Fetch standard's "bad ports" (e.g. 4190, 6000) before connecting. */
function isBadPort(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof Error && cause.message === 'bad port';
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return true;
  }
  const code = errorCode(error);
  return code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT';
}

async function readCapped(response: Response): Promise<string | undefined> {
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_UPSTREAM_BODY) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Calls `url` (which holds the key) and reads the whole answer within `timeoutMs`, headers and
 * body together. Redirects are not followed: the proxy forwards only to the configured host.
 */
export async function callUpstream(
  url: string,
  method: 'GET' | 'DELETE',
  timeoutMs: number,
): Promise<UpstreamResult> {
  try {
    const response = await fetch(url, {
      method,
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await readCapped(response);
    if (text === undefined) return { kind: 'too-large' };
    return {
      kind: 'answer',
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      retryAfter: response.headers.get('retry-after'),
      text,
    };
  } catch (error) {
    if (isTimeout(error)) return { kind: 'timeout' };
    if (isBadPort(error)) {
      return { kind: 'unreachable', reason: 'its port is one that web clients refuse to call' };
    }
    const code = errorCode(error);
    return {
      kind: 'unreachable',
      reason: (code && REASONS[code]) ?? 'the connection failed',
    };
  }
}
