/* global setTimeout */
// One of several workers racing on the same dir-scoped markers. Logs "B <pid> <name> <key>
// <inDoubt> <execution>" when a body starts and "E <pid> <name> <execution>" when it ends.
const { appendFileSync } = require('node:fs');
const { atomicMarker } = require(process.env.LIL_LIB);

const [dir, logPath, seedText, count] = process.argv.slice(2);
const note = (line) => appendFileSync(logPath, `${line}\n`);
let seed = Number(seedText);
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const names = Array.from({ length: Number(count) }, (_, i) => `marker-${i}`);
for (let i = names.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [names[i], names[j]] = [names[j], names[i]];
}

async function main() {
  process.stdout.write('R\n');
  for (const name of names) {
    const result = await atomicMarker(
      name,
      async (ctx) => {
        note(`B ${process.pid} ${name} ${ctx.idempotencyKey} ${ctx.inDoubt} ${ctx.execution}`);
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.floor(random() * 4)));
        note(`E ${process.pid} ${name} ${ctx.execution}`);
        return `${name} done`;
      },
      { dir },
    );
    if (result !== `${name} done`) throw new Error(`wrong result for ${name}: ${result}`);
  }
  process.stdout.write('DONE\n');
}
main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
