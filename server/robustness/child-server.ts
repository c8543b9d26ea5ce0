/**
 * The real service as a child process for the soak: `node --import tsx server/main.ts …`, the
 * same entry point as `npm start`. Node runs the server itself (not the tsx CLI, which would
 * put a second process in between), so the pid is the server's: its RSS is the server's, and a
 * SIGKILL kills the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ChildServer {
  readonly process: ChildProcess;
  readonly pid: number;
  readonly host: string;
  readonly port: number;
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** What the server wrote on stderr (errors it logged), so far. */
  readonly stderr: string[];
  /** SIGTERM (the graceful stop of `npm start`), then SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** SIGKILL, at once: the crash. */
  kill(): Promise<void>;
  /** Resident set size in kB, from /proc/<pid>/status. */
  rssKb(): number;
}

const running = new Set<ChildProcess>();

/** Kills every child still running (the soak failed half-way); only ours, by pid. */
export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

export function startChildServer(
  args: readonly string[],
  { env = {}, timeoutMs = 120_000 }: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--host', '127.0.0.1', '--port', '0', ...args],
    // Secrets (the upstream key) go in the environment, as the README advises: not in `ps`.
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
  });
  const stderr: string[] = [];
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => stderr.push(chunk));

  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the server did not start in ${timeoutMs / 1000} s: ${out}${stderr.join('')}`),
      );
    }, timeoutMs);
    let ready = false;
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) {
        reject(
          new Error(
            `the server exited (${code ?? signal}) before it was ready: ${stderr.join('')}`,
          ),
        );
      }
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (ready) return;
      out += chunk;
      // The banner is printed once the server listens; its last line says it is ready.
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (!match || !/Ready in/.test(out)) return;
      ready = true;
      clearTimeout(timer);
      const port = Number(match[1]);
      const pid = child.pid!;
      const signalled = (signal: NodeJS.Signals) => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      };
      resolve({
        process: child,
        pid,
        host: '127.0.0.1',
        port,
        origin: `http://127.0.0.1:${port}`,
        stderr,
        stop: async () => {
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await signalled('SIGTERM');
          clearTimeout(force);
        },
        kill: () => signalled('SIGKILL'),
        rssKb: () => {
          const status = readFileSync(`/proc/${pid}/status`, 'utf8');
          return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
        },
      });
    });
  });
}
