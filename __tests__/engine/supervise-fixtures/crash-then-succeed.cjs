// Counts its runs in a file; SIGKILLs itself on the first KILLS runs, then exits 0.
const fs = require('node:fs');
const [counterFile, kills] = process.argv.slice(2);
const run = Number(fs.existsSync(counterFile) ? fs.readFileSync(counterFile, 'utf8') : '0') + 1;
fs.writeFileSync(counterFile, String(run));
fs.appendFileSync(
  `${counterFile}.env`,
  `${process.env.LETITLOOP_SUPERVISED}:${process.env.LETITLOOP_RESTARTS}\n`,
);
if (run <= Number(kills)) process.kill(process.pid, 'SIGKILL');
