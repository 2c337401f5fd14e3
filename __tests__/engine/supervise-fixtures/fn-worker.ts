// supervise(options, fn) end to end: the worker SIGKILLs itself on its first KILLS runs, then
// succeeds. The supervisor (this same script, not supervised) prints its result as JSON.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { supervise } from '../../../src/engine/supervise';

const [counterFile, kills] = process.argv.slice(2) as [string, string];

async function main(): Promise<void> {
  const result = await supervise({ backoff: { initialMs: 10 }, log: () => {} }, async () => {
    const run = Number(existsSync(counterFile) ? readFileSync(counterFile, 'utf8') : '0') + 1;
    writeFileSync(counterFile, String(run));
    if (run <= Number(kills)) process.kill(process.pid, 'SIGKILL');
    appendFileSync(`${counterFile}.done`, `${process.pid}\n`);
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

void main();
