// Appends a line to a log file per run, then exits with the given code.
const fs = require('node:fs');
const [logFile, code] = process.argv.slice(2);
fs.appendFileSync(logFile, 'run\n');
process.exit(Number(code));
