/**
 * A client that sends a request target exactly as given. fetch would normalise it (resolve
 * `..`, re-encode), and Node's http client refuses spaces and non-ASCII in a path: targets it
 * takes go through it with a keep-alive agent, anything else is written byte for byte on a
 * fresh socket, so that Node's parser on the server side is what decides.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  readonly status: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

const TIMEOUT_MS = 15_000;

/** A target Node's http client sends unchanged: printable ASCII only. */
const PLAIN_TARGET = /^[\x21-\x7e]*$/;

export class HttpClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });

  constructor(
    readonly host: string,
    readonly port: number,
  ) {}

  send(method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
    if (method !== 'CONNECT' && PLAIN_TARGET.test(target) && /^[A-Z-]+$/.test(method)) {
      return this.viaAgent(method, target, headers);
    }
    return rawExchange(this.host, this.port, requestText(method, target, this.host, this.port));
  }

  private viaAgent(
    method: string,
    target: string,
    headers: Record<string, string>,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        { agent: this.agent, host: this.host, port: this.port, method, path: target, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const flat: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
            }
            resolve({
              status: response.statusCode ?? 0,
              headers: flat,
              text: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      req.setTimeout(TIMEOUT_MS, () =>
        req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms: ${method} ${target.slice(0, 200)}`)),
      );
      req.on('error', reject);
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** An HTTP/1.1 request with no body, as bytes (UTF-8 for any non-ASCII in the target). */
export function requestText(
  method: string,
  target: string,
  host: string,
  port: number,
  extraHeaders = '',
): Buffer {
  return Buffer.from(
    `${method} ${target} HTTP/1.1\r\nHost: ${host}:${port}\r\n${extraHeaders}Connection: close\r\n\r\n`,
    'utf8',
  );
}

/**
 * Writes `bytes` on a new connection and reads the answer until the server closes it. Resolves
 * with status 0 when the server closed without answering.
 */
export function rawExchange(host: string, port: number, bytes: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(() => {
      settled = true;
      socket.destroy();
      reject(new Error(`no answer in ${TIMEOUT_MS} ms on a raw connection`));
    }, TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // A whole answer with Content-Length has arrived: the connection may stay open.
      if (isComplete(Buffer.concat(chunks))) {
        finish();
        socket.destroy();
      }
    });
    socket.on('end', finish);
    socket.on('close', finish);
    // A reset after the answer arrived (the server closing a half-read request) is not a
    // failure; an answer that never came shows as status 0.
    socket.on('error', finish);
    socket.write(bytes);
  });
}

function isComplete(data: Buffer): boolean {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd === -1) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(data.subarray(0, headEnd).toString('latin1'));
  return length !== null && data.length >= headEnd + 4 + Number(length[1]);
}

function parseAnswer(data: Buffer): Answer {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd === -1) return { status: 0, headers: {}, text: data.toString('latin1') };
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(headEnd + 4);
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') body = unchunk(body);
  else if (headers['content-length'] !== undefined) {
    body = body.subarray(0, Number(headers['content-length']));
  }
  return { status, headers, text: body.toString('utf8') };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
