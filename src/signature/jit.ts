import { setFlagsFromString } from 'node:v8';

/**
 * V8's budget for inlining into one optimized function, in bytes of bytecode (its default: 920).
 * A signature analysis runs TypeScript's compiler for a few seconds from cold, and V8 spends about
 * a third of the CPU of such a run compiling the compiler's large, hot functions with TurboFan,
 * inlining their callees. With 200, the `effect` corpus takes about 15% less CPU on one thread;
 * 100 and 400 gave less (docs/adr/0012).
 */
const INLINING_BUDGET_BYTES = 200;
/**
 * V8 11's tier-up budget (its default: 67,584): how much a function runs before it is queued for
 * optimization. At about four times that, fewer of the compiler's functions are optimized in a run
 * this short; on two threads, where each thread's isolate optimizes its own copy, `effect` runs
 * 10% faster (twice and eight times the default gave less). Only V8 11 gets it: Node 24's V8
 * counts invocations instead and prints an error for the flag.
 */
const TIER_UP_BUDGET = 264_000;

/** The V8 flags for a short batch run under V8 `version` (`process.versions.v8`). */
export function jitFlags(version: string): string[] {
  const flags = [`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET_BYTES}`];
  if (Number(version.split('.')[0]) <= 11) flags.push(`--interrupt-budget=${TIER_UP_BUDGET}`);
  return flags;
}

let tuned = false;

/**
 * Sets V8's optimizing compiler up for a short batch run. The setting is the process's, so only the
 * program's entry calls this (dist/index.js, and the benchmark that measures it), never the library:
 * a long-lived process that embeds the library keeps V8's defaults.
 */
export function tuneJitForShortRuns(): void {
  if (tuned) return;
  tuned = true;
  for (const flag of jitFlags(process.versions.v8)) setFlagsFromString(flag);
}
