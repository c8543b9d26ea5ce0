/**
 * Runs hostile cases against a listening server (in-process for `npm test`, a child process for
 * the soak) and checks every answer; collects the deletes the server acknowledged so the caller
 * can check that nothing else changed.
 */
import fc from 'fast-check';
import type { Db } from '../store/database';
import { checkAnswer } from './check-answer';
import { hostileRequest, type FuzzContext } from './hostile-query';
import type { HttpClient } from './http-client';

export interface FuzzOutcome {
  readonly cases: number;
  /** Adverts deleted by acknowledged DELETEs (num_rows 1). */
  readonly acknowledged: ReadonlySet<number>;
  /** Answers by status and code, e.g. "200" -> 1234, "400 INVALID_PARAMETER" -> 2345. */
  readonly answers: ReadonlyMap<string, number>;
}

/** The adverts a DELETE case may name: the demo seller's own, and other sellers'. */
export function fuzzContext(db: Db, demoUserId: number, limit = 400): FuzzContext {
  const ids = (sql: string) => db.prepare(sql).pluck().all(demoUserId, limit) as number[];
  return {
    demoUserId,
    ownAdvertIds: ids(
      'SELECT id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL ORDER BY id LIMIT ?',
    ),
    otherAdvertIds: ids(
      'SELECT id FROM vehicles WHERE user_id != ? AND deleted_at IS NULL ORDER BY id % 97, id LIMIT ?',
    ),
  };
}

export interface FuzzOptions {
  readonly client: HttpClient;
  readonly context: FuzzContext;
  readonly numRuns: number;
  /** fast-check's seed, to replay a failure (printed in the failure report). */
  readonly seed?: number;
  /** Called every `every` cases with the count so far (the soak prints progress). */
  readonly progress?: { every: number; report: (cases: number) => void };
}

/** Throws fast-check's report (seed, shrunk counterexample, the breach) on the first failure. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzOutcome> {
  const acknowledged = new Set<number>();
  const answers = new Map<string, number>();
  let cases = 0;
  await fc.assert(
    fc.asyncProperty(hostileRequest(options.context), async (fuzz) => {
      const answer = await options.client.send(fuzz.method, fuzz.target);
      cases++;
      const verdict = checkAnswer(fuzz, answer);
      const label =
        `${answer.status} ${verdict.code ?? (fuzz.method === 'HEAD' ? '(HEAD)' : '')}`.trim();
      answers.set(label, (answers.get(label) ?? 0) + 1);
      if (verdict.deleted !== undefined) acknowledged.add(verdict.deleted);
      if (options.progress && cases % options.progress.every === 0) {
        options.progress.report(cases);
      }
    }),
    { numRuns: options.numRuns, ...(options.seed === undefined ? {} : { seed: options.seed }) },
  );
  return { cases, acknowledged, answers };
}

/** The answers as "200 ×5, 400 INVALID_PARAMETER ×7, …", by status then count. */
export function formatAnswers(answers: ReadonlyMap<string, number>): string {
  return [...answers]
    .sort(
      ([a, countA], [b, countB]) => a.slice(0, 3).localeCompare(b.slice(0, 3)) || countB - countA,
    )
    .map(([label, count]) => `${label} ×${count.toLocaleString('en')}`)
    .join(', ');
}
