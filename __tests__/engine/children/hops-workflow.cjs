// A durable workflow for the SIGKILL suite whose concurrent branches share group commits: their
// step bodies finish at once, so each round's results are committed and reach the code together,
// and between steps each branch takes its own number of promise hops (so their next calls, and
// positions, interleave by hop count). Every body appends "B <pid> <label>" and "E <pid> <label>"
// to an append-only log.
const { appendFileSync } = require('node:fs');
const { durable, step } = require(process.env.LIL_LIB);

const [dir, goalId, logPath] = process.argv.slice(2);
const note = (line) => appendFileSync(logPath, `${line}\n`);
const body = (label) => (acc) => {
  note(`B ${process.pid} ${label}`);
  note(`E ${process.pid} ${label}`);
  return { label, value: acc.value * 3 + label.length };
};
const hops = async (n) => {
  for (let i = 0; i < n; i++) await null;
};

const BRANCHES = 5;
const workflow = durable({ goalId, dir }, async () => {
  let head = { value: 1 };
  for (let i = 0; i < 4; i++) head = await step(`head-${i}`, body(`head-${i}`), head);
  const branches = await Promise.all(
    Array.from({ length: BRANCHES }, async (_, b) => {
      let acc = { value: head.value + b };
      for (let k = 0; k < 8; k++) {
        acc = await step(`b${b}-${k}`, body(`b${b}-${k}`), acc);
        // The branch first in commit order takes the most hops; neighbours differ by one.
        await hops(BRANCHES - b + ((b + k) % 2));
      }
      return acc.value;
    }),
  );
  return { head: head.value, branches };
});

process.stdout.write('R\n');
workflow().then(
  (result) => process.stdout.write(`DONE ${JSON.stringify(result)}\n`),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
