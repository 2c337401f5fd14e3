/* global setInterval */
// Holds a goal's lock: runs a durable goal whose step waits until the process is killed.
const { durable, step } = require(process.env.LIL_LIB);

const [dir, goalId] = process.argv.slice(2);
const wf = durable({ goalId, dir }, () =>
  step('hold', () => {
    process.stdout.write('holding\n');
    return new Promise(() => setInterval(() => {}, 1000));
  }),
);
wf().catch((error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
