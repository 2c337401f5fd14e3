/* global setInterval */
// Tries once to take a DirLock and prints "won" or "lost"; with "hold", keeps it until killed.
const { DirLock } = require(process.env.LIL_LIB);

const [dir, hold] = process.argv.slice(2);
const goAt = Number(process.env.GO_AT);
while (Date.now() < goAt); // start all racers at the same moment
const result = DirLock.tryAcquire(dir, 'race');
process.stdout.write('lock' in result ? 'won\n' : 'lost\n');
if (hold && 'lock' in result) setInterval(() => {}, 1000);
