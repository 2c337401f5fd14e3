/* global setInterval */
// Starts a grandchild in its own process group's tree, writes both pids, then waits.
// With --ignore-signals it ignores SIGINT and SIGTERM (only SIGKILL ends it).
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const [pidFile, mode] = process.argv.slice(2);
if (mode === '--ignore-signals') {
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
}
const grandchild = spawn('sleep', ['1000'], { stdio: 'ignore' });
fs.writeFileSync(
  `${pidFile}.tmp`,
  JSON.stringify({ child: process.pid, grandchild: grandchild.pid }),
);
fs.renameSync(`${pidFile}.tmp`, pidFile);
setInterval(() => {}, 1000);
