/* global setTimeout, setImmediate */
// A 32-step durable workflow with concurrent steps and a marker, for the SIGKILL suite. Every body
// appends "B <pid> <label>" before and "E <pid> <label>" after its work to an append-only log.
const { appendFileSync } = require('node:fs');
const { durable, step, atomicMarker } = require(process.env.LIL_LIB);

const [dir, goalId, logPath] = process.argv.slice(2);
const note = (line) => appendFileSync(logPath, `${line}\n`);
const pause = (label) =>
  new Promise((resolve) => {
    const n = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 997, 7);
    if (n % 3 === 0) setImmediate(resolve);
    else setTimeout(resolve, n % 3);
  });
const body =
  (label) =>
  async (...args) => {
    note(`B ${process.pid} ${label}`);
    await pause(label);
    note(`E ${process.pid} ${label}`);
    return {
      label,
      value: args.reduce((s, a) => s + (typeof a === 'number' ? a : a.value), label.length),
    };
  };

const workflow = durable({ goalId, dir }, async () => {
  let acc = { value: 0 };
  for (let i = 0; i < 10; i++) acc = await step(`seq-${i}`, body(`seq-${i}`), i, acc);
  const fan = await Promise.all(
    [0, 1, 2, 3, 4, 5, 6, 7].map((j) => step('fan', body(`fan-${j}`), j)),
  );
  const branches = await Promise.all(
    [0, 1, 2, 3].map(async (b) => {
      const fetched = await step(`fetch-${b}`, body(`fetch-${b}`), b);
      return step(`save-${b}`, body(`save-${b}`), fetched);
    }),
  );
  const sent = await atomicMarker('notify', async (ctx) => {
    note(`M ${process.pid} notify ${ctx.idempotencyKey} ${ctx.inDoubt} ${ctx.execution}`);
    await pause('notify');
    note(`ME ${process.pid} notify`);
    return `sent ${acc.value}`;
  });
  let tail = acc;
  for (let i = 0; i < 10; i++) tail = await step(`tail-${i}`, body(`tail-${i}`), tail);
  return {
    acc: acc.value,
    fan: fan.map((f) => f.value),
    branches: branches.map((b) => b.value),
    sent,
    tail: tail.value,
  };
});

process.stdout.write('R\n');
workflow().then(
  (result) => process.stdout.write(`DONE ${JSON.stringify(result)}\n`),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
