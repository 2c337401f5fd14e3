import { atomicMarker, durable, step } from '../engine';
import type { RunJournal } from './journal';

/**
 * Runs `body` as a durable goal of the engine: each journal step a `step()`, each marker an
 * `atomicMarker()` (a re-run after a crash never posts twice). The journal lives in `dir`.
 */
export function durably<T>(
  goalId: string,
  dir: string,
  cwd: string,
  body: (journal: RunJournal) => Promise<T>,
): Promise<T> {
  const journal: RunJournal = {
    durable: true,
    step: (name, fn) => step(name, fn),
    marker: async (name, fn) => {
      const result = await atomicMarker(name, (ctx) =>
        fn({ idempotencyKey: ctx.idempotencyKey, inDoubt: ctx.inDoubt }),
      );
      // Only `onInDoubt: 'skip'` resolves undefined; this journal always reruns in-doubt bodies.
      return result as Awaited<ReturnType<typeof fn>>;
    },
  };
  return durable({ goalId, dir, cwd }, () => body(journal))() as Promise<T>;
}
