import { superviseCommand, type SuperviseOptions } from '../engine/supervise';
import { parseCommandArgs } from './args';
import { UsageError } from './errors';
import type { CommandRun } from './io';

export const WATCH_USAGE =
  'watch [--max-restarts N] [--backoff SECONDS] [--max-backoff SECONDS] [--breaker N/SECONDS] [--restart-on failure|crash] [--stop-on CODES] [--kill-timeout SECONDS] -- CMD ARGS...';

const WATCH_HELP = `Usage: lil ${WATCH_USAGE}

Runs CMD in its own process group and restarts it when it crashes: killed by a signal (SIGKILL,
OOM kill, SIGSEGV), an exit status of 128 or more, and by default any other non-zero exit.
Exit 0 and the deliberate exits 130 (Ctrl+C) and 143 (SIGTERM) end supervision.
Ctrl+C, SIGTERM and SIGHUP are forwarded to the whole group; nothing of it outlives lil watch.

  --max-restarts N        restarts before giving up (default 10)
  --backoff SECONDS       delay before the first restart, doubled per recent failure, ±20% jitter (default 1)
  --max-backoff SECONDS   cap of that delay (default 30)
  --breaker N/SECONDS     stop when N failures happen within SECONDS (default 5/60)
  --restart-on failure    restart every non-zero exit except --stop-on codes (default)
  --restart-on crash      restart only deaths by a signal and exits of 128 or more
  --stop-on CODES         deliberate exit codes that end supervision (default 130,143)
  --kill-timeout SECONDS  SIGKILL the group this long after a forwarded signal (default 5)

Exit status: the child's when it stops for good (128+N for death by signal N), 75 when the circuit
breaker trips, 127 (not found) or 126 (not executable) when CMD cannot start, 2 for a bad command line.
`;

const OPTIONS = {
  'max-restarts': { type: 'string' },
  backoff: { type: 'string' },
  'max-backoff': { type: 'string' },
  breaker: { type: 'string' },
  'restart-on': { type: 'string' },
  'stop-on': { type: 'string' },
  'kill-timeout': { type: 'string' },
} as const;

/**
 * `lil watch -- CMD ARGS...`: runs CMD under the supervisor. Exits with the child's status when it
 * stops for good, 75 when the circuit breaker trips, 127/126 when CMD cannot be started, 2 for a
 * bad command line.
 */
export const run: CommandRun = async (args, io) => {
  const dashes = args.indexOf('--');
  if ((dashes < 0 ? args : args.slice(0, dashes)).some((a) => a === '--help' || a === '-h')) {
    io.stdout(WATCH_HELP);
    return 0;
  }
  if (dashes < 0 || dashes === args.length - 1) {
    throw new UsageError(
      `lil watch: give the command after '--', e.g. lil watch -- node worker.js (usage: lil ${WATCH_USAGE})`,
    );
  }
  const { values } = parseCommandArgs('watch', args.slice(0, dashes), OPTIONS, false);
  const [command, ...commandArgs] = args.slice(dashes + 1) as [string, ...string[]];
  const options: SuperviseOptions = {
    log: (message) => io.stderr(`lil watch: ${message}\n`),
    backoff: {},
    breaker: {},
  };
  if (values['max-restarts'] !== undefined)
    options.maxRestarts = count('--max-restarts', values['max-restarts']);
  if (values.backoff !== undefined)
    options.backoff!.initialMs = seconds('--backoff', values.backoff);
  if (values['max-backoff'] !== undefined)
    options.backoff!.maxMs = seconds('--max-backoff', values['max-backoff']);
  if (values['kill-timeout'] !== undefined)
    options.killTimeoutMs = seconds('--kill-timeout', values['kill-timeout']);
  if (values.breaker !== undefined) {
    const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(values.breaker);
    if (!match || Number(match[1]) < 1) {
      throw new UsageError(
        `lil watch: --breaker wants FAILURES/SECONDS, e.g. 5/60, not '${values.breaker}'`,
      );
    }
    options.breaker = { failures: Number(match[1]), windowMs: Number(match[2]) * 1000 };
  }
  const restartOn = values['restart-on'];
  if (restartOn !== undefined) {
    if (restartOn !== 'failure' && restartOn !== 'crash') {
      throw new UsageError(`lil watch: --restart-on is 'failure' or 'crash', not '${restartOn}'`);
    }
    options.restartOn = restartOn;
  }
  if (values['stop-on'] !== undefined) {
    options.stopExitCodes = values['stop-on']
      .split(',')
      .map((code) => exitCode('--stop-on', code.trim()));
  }
  const result = await superviseCommand(
    { command, args: commandArgs, cwd: io.cwd, env: io.env },
    options,
  );
  return result.exitCode;
};

function count(flag: string, text: string): number {
  if (!/^\d+$/.test(text))
    throw new UsageError(`lil watch: ${flag} wants a whole number of 0 or more, not '${text}'`);
  return Number(text);
}

function seconds(flag: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new UsageError(`lil watch: ${flag} wants seconds (a number of 0 or more), not '${text}'`);
  }
  return Math.round(value * 1000);
}

function exitCode(flag: string, text: string): number {
  if (!/^\d+$/.test(text) || Number(text) > 255) {
    throw new UsageError(
      `lil watch: ${flag} wants exit codes 0-255 separated by commas, not '${text}'`,
    );
  }
  return Number(text);
}
