import { setFlagsFromString } from 'node:v8';

/**
 * V8's budget for inlining into one optimized function, in bytes of bytecode (its default: 920).
 * A signature analysis runs TypeScript's compiler for a few seconds from cold, and V8 spends about
 * a third of the CPU of such a run compiling the compiler's large, hot functions with TurboFan,
 * inlining their callees. With 200, the `effect` corpus takes 15–20% less CPU and 8% less wall
 * time on one thread; 100 and 400 gave less (bench/signature.bench.ts; docs/adr/0012).
 */
const INLINING_BUDGET_BYTES = 200;

let tuned = false;

/**
 * Sets V8's optimizing compiler up for a short batch run. The setting is the process's, so only the
 * program's entry calls this (dist/index.js, and the benchmark that measures it), never the library:
 * a long-lived process that embeds the library keeps V8's defaults.
 */
export function tuneJitForShortRuns(): void {
  if (tuned) return;
  tuned = true;
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET_BYTES}`);
}
