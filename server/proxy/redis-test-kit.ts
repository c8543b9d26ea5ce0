/**
 * Debian's real redis-server for tests, on a free port of its own, started and stopped by pid.
 * Nothing mocks Redis. With `persist`, it keeps an append-only file that is fsynced on every
 * write, so that a SIGKILL loses nothing (how the README advises running it for the counts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { openRedis } from './redis-connection';

export interface RedisUnderTest {
  readonly url: string;
  /** SIGKILL: gone at once, as a crash. */
  kill(): Promise<void>;
  /** Start again on the same port and directory. */
  start(): Promise<void>;
  /** A client as a replica has it (fails fast while Redis is away); closed by stop(). */
  client(): Redis;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startRedis(options: { persist?: boolean } = {}): Promise<RedisUnderTest> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'));
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    ...(options.persist
      ? ['--appendonly', 'yes', '--appendfsync', 'always']
      : ['--appendonly', 'no']),
  ];
  let child: ChildProcess | undefined;
  const clients: Redis[] = [];

  async function start(): Promise<void> {
    const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start:\n${output}`)),
        10_000,
      );
      started.once('error', (error) => {
        clearTimeout(timer);
        reject(
          new Error(
            `redis-server cannot be started (${error.message}); install it: apt-get install redis-server`,
          ),
        );
      });
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited ${code}:\n${output}`));
      });
    });
  }

  async function kill(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(running.pid ?? 0, 'SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    client() {
      const client = openRedis(`redis://127.0.0.1:${port}`);
      clients.push(client);
      return client;
    },
    async stop() {
      for (const client of clients) client.disconnect();
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A connected client (replicas wait for Redis at start-up the same way). */
export async function connected(redis: Redis): Promise<Redis> {
  await redis.connect();
  return redis;
}
