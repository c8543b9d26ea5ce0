/**
 * Chromium driven over its DevTools pipe with nothing turned on but what is asked for: no
 * Network domain, no Runtime domain. Playwright and Lighthouse turn both on for every page, and
 * with them on the page does work a reader's browser does not: Chromium decodes text bodies on
 * the main thread to keep them for the Network panel (5,000 orders preloaded: an 80 ms task on
 * a desktop before the app starts), and V8 takes a detailed stack trace of every `Error` made.
 * A page load timed here is what a browser with no DevTools attached does (bench/README.md).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

export interface BareChromium {
  /** Sends a DevTools command (to a page, with the `sessionId` of Target.attachToTarget). */
  send<T = unknown>(method: string, params?: object, sessionId?: string): Promise<T>;
  close(): Promise<void>;
}

interface Waiting {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/** Starts headless Chromium with the DevTools protocol on a pipe (messages end with a NUL). */
export function launchBareChromium(executablePath: string): BareChromium {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executablePath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // The browser reads commands from its fd 3 and writes answers and events to its fd 4.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = child.stdio[3] as Writable;
  const answers = child.stdio[4] as Readable;
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  let received = '';
  answers.setEncoding('utf8');
  answers.on('data', (chunk: string) => {
    received += chunk;
    for (let end = received.indexOf('\0'); end !== -1; end = received.indexOf('\0')) {
      const message = JSON.parse(received.slice(0, end)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      received = received.slice(end + 1);
      // Events (no id) are not listened to.
      const answer = message.id === undefined ? undefined : waiting.get(message.id);
      if (!answer) continue;
      waiting.delete(message.id!);
      if (message.error) answer.reject(new Error(message.error.message));
      else answer.resolve(message.result);
    }
  });
  const exited = new Promise<void>((resolve) => {
    child.on('exit', () => {
      for (const answer of waiting.values()) answer.reject(new Error('Chromium exited'));
      waiting.clear();
      resolve();
    });
  });
  return {
    send<T>(method: string, params: object = {}, sessionId?: string) {
      const id = ++lastId;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (result: unknown) => void, reject });
        commands.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      });
    },
    async close() {
      // Closed as the browser closes itself: its helper processes end with it, and stop
      // writing to the profile (a plain SIGTERM left them writing while it was removed).
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await this.send('Browser.close').catch(() => undefined);
      await exited;
      clearTimeout(killer);
      commands.end();
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
