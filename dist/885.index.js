"use strict";
exports.id = 885;
exports.ids = [885];
exports.modules = {

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76675);


/** Strict option parsing: an unknown flag or a missing value is a UsageError (exit 2). */
function parseCommandArgs(command, args, options, allowPositionals = true) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals });
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`lil ${command}: ${error.message}`);
    }
}


/***/ }),

/***/ 68885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WATCH_USAGE: () => (/* binding */ WATCH_USAGE),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _engine_supervise__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2932);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77593);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76675);



const WATCH_USAGE = 'watch [--max-restarts N] [--backoff SECONDS] [--max-backoff SECONDS] [--breaker N/SECONDS] [--restart-on failure|crash] [--stop-on CODES] [--kill-timeout SECONDS] -- CMD ARGS...';
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
};
/**
 * `lil watch -- CMD ARGS...`: runs CMD under the supervisor. Exits with the child's status when it
 * stops for good, 75 when the circuit breaker trips, 127/126 when CMD cannot be started, 2 for a
 * bad command line.
 */
const run = async (args, io) => {
    const dashes = args.indexOf('--');
    if ((dashes < 0 ? args : args.slice(0, dashes)).some((a) => a === '--help' || a === '-h')) {
        io.stdout(WATCH_HELP);
        return 0;
    }
    if (dashes < 0 || dashes === args.length - 1) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`lil watch: give the command after '--', e.g. lil watch -- node worker.js (usage: lil ${WATCH_USAGE})`);
    }
    const { values } = (0,_args__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)('watch', args.slice(0, dashes), OPTIONS, false);
    const [command, ...commandArgs] = args.slice(dashes + 1);
    const options = {
        log: (message) => io.stderr(`lil watch: ${message}\n`),
        backoff: {},
        breaker: {},
    };
    if (values['max-restarts'] !== undefined)
        options.maxRestarts = count('--max-restarts', values['max-restarts']);
    if (values.backoff !== undefined)
        options.backoff.initialMs = seconds('--backoff', values.backoff);
    if (values['max-backoff'] !== undefined)
        options.backoff.maxMs = seconds('--max-backoff', values['max-backoff']);
    if (values['kill-timeout'] !== undefined)
        options.killTimeoutMs = seconds('--kill-timeout', values['kill-timeout']);
    if (values.breaker !== undefined) {
        const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(values.breaker);
        if (!match || Number(match[1]) < 1) {
            throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`lil watch: --breaker wants FAILURES/SECONDS, e.g. 5/60, not '${values.breaker}'`);
        }
        options.breaker = { failures: Number(match[1]), windowMs: Number(match[2]) * 1000 };
    }
    const restartOn = values['restart-on'];
    if (restartOn !== undefined) {
        if (restartOn !== 'failure' && restartOn !== 'crash') {
            throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`lil watch: --restart-on is 'failure' or 'crash', not '${restartOn}'`);
        }
        options.restartOn = restartOn;
    }
    if (values['stop-on'] !== undefined) {
        options.stopExitCodes = values['stop-on']
            .split(',')
            .map((code) => exitCode('--stop-on', code.trim()));
    }
    const result = await (0,_engine_supervise__WEBPACK_IMPORTED_MODULE_0__/* .superviseCommand */ .ck)({ command, args: commandArgs, cwd: io.cwd, env: io.env }, options);
    return result.exitCode;
};
function count(flag, text) {
    if (!/^\d+$/.test(text))
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`lil watch: ${flag} wants a whole number of 0 or more, not '${text}'`);
    return Number(text);
}
function seconds(flag, text) {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`lil watch: ${flag} wants seconds (a number of 0 or more), not '${text}'`);
    }
    return Math.round(value * 1000);
}
function exitCode(flag, text) {
    if (!/^\d+$/.test(text) || Number(text) > 255) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`lil watch: ${flag} wants exit codes 0-255 separated by commas, not '${text}'`);
    }
    return Number(text);
}


/***/ }),

/***/ 2932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ck: () => (/* reexport */ supervise_process_superviseCommand)
});

// UNUSED EXPORTS: BREAKER_EXIT_CODE, DEFAULT_RESTART_POLICY, FailureWindow, RESTARTS_ENV, SUPERVISED_ENV, backoffDelayMs, classifyExit, exitStatus, isSupervisedWorker, restartPolicy, supervise

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/engine/supervise-group.ts
/**
 * Process groups: the supervised child runs in its own session and group, so a signal to the
 * group reaches every process it started (grandchildren included), and nothing of it is left
 * behind.
 */


/** Sends a signal to every process of a group; false when the group no longer exists. */
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch (error) {
        if (error.code === 'ESRCH')
            return false;
        throw error;
    }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Whether a group still has a live process. kill(-pgid, 0) also counts zombies: orphans that
 * already died but wait for init to reap them, which can take a while (a container's init may
 * reap lazily). On Linux, /proc tells them apart.
 */
function groupAlive(pgid) {
    if (!signalGroup(pgid, 0))
        return false;
    let pids;
    try {
        pids = (0,external_node_fs_.readdirSync)('/proc').filter((name) => /^\d+$/.test(name));
    }
    catch {
        return true; // no /proc (macOS): trust kill()
    }
    return pids.some((pid) => {
        try {
            const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'latin1');
            // Fields after "(comm) ": state, ppid, pgrp.
            const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            return Number(pgrp) === pgid && state !== 'Z' && state !== 'X';
        }
        catch {
            return false;
        }
    });
}
/** Waits until the group has no live process left; false if it still has one after `timeoutMs`. */
async function waitGroupGone(pgid, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (groupAlive(pgid)) {
        if (Date.now() >= deadline)
            return false;
        await sleep(20);
    }
    return true;
}
/**
 * Ends what is left of a group: `signal` first (none when it was already sent), SIGKILL for
 * whatever survives `graceMs`.
 */
async function terminateGroup(pgid, graceMs, signal = 'SIGTERM') {
    if (signal && !signalGroup(pgid, signal))
        return;
    if (await waitGroupGone(pgid, graceMs))
        return;
    signalGroup(pgid, 'SIGKILL');
    await waitGroupGone(pgid, 1000);
}
// The orphan guard's program. It runs detached (its own session), reads "+pgid" / "-pgid" lines
// from the supervisor through a pipe, and when the pipe closes (the supervisor ended, even by
// SIGKILL, which no handler can catch) it terminates every group still registered.
const GUARD_SOURCE = `
const grace = Number(process.argv[1]);
const groups = new Set();
let buffered = '';
const kill = (signal) => { for (const g of groups) { try { process.kill(-g, signal); } catch {} } };
const reap = () => {
  kill('SIGTERM');
  setTimeout(() => { kill('SIGKILL'); process.exit(0); }, groups.size > 0 ? grace : 0);
};
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
process.on('SIGTERM', reap);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\\n')) >= 0) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    const pgid = Number(line.slice(1));
    if (line[0] === '+') groups.add(pgid); else groups.delete(pgid);
  }
});
process.stdin.on('end', reap);
process.stdin.on('error', reap);
`;
/**
 * Terminates the supervised groups when the supervisor dies without cleaning up (SIGKILL, OOM
 * kill, a crash in native code). Node has no prctl(PR_SET_PDEATHSIG), so a small watchdog process
 * holds the read end of a pipe whose only writer is the supervisor: the kernel closes it when the
 * supervisor dies, however it dies.
 */
class OrphanGuard {
    write;
    end;
    constructor(write, end) {
        this.write = write;
        this.end = end;
    }
    /** Starts the watchdog; null (and nothing to clean up) when it cannot be started. */
    static start(graceMs) {
        try {
            const guard = (0,external_node_child_process_.spawn)(process.execPath, ['-e', GUARD_SOURCE, String(graceMs)], {
                detached: true,
                stdio: ['pipe', 'ignore', 'ignore'],
                env: { PATH: process.env.PATH ?? '' },
            });
            const stdin = guard.stdin;
            stdin.on('error', () => { });
            guard.on('error', () => { });
            guard.unref();
            stdin.unref?.();
            return new OrphanGuard((line) => stdin.write(line), () => stdin.end());
        }
        catch {
            return null;
        }
    }
    track(pgid) {
        this.write(`+${pgid}\n`);
    }
    untrack(pgid) {
        this.write(`-${pgid}\n`);
    }
    close() {
        this.end();
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/engine/supervise-policy.ts
/**
 * The decisions of the supervisor, as pure functions: which exits are restarted, how long to wait
 * before a restart, and when repeated failure trips the circuit breaker.
 */

const DEFAULT_RESTART_POLICY = {
    restartOn: 'failure',
    stopExitCodes: [130, 143],
    maxRestarts: 10,
    backoff: { initialMs: 1000, maxMs: 30_000, multiplier: 2, jitter: 0.2 },
    breaker: { failures: 5, windowMs: 60_000 },
};
/** `lil watch` exits with this when the circuit breaker trips (sysexits EX_TEMPFAIL). */
const BREAKER_EXIT_CODE = 75;
/** Signals that mean "stop", not "crashed": what Ctrl+C and `kill` send. */
const DELIBERATE_SIGNALS = new Set(['SIGINT', 'SIGTERM']);
/** How one exit of the child is treated. */
function classifyExit(code, signal, policy) {
    if (signal) {
        return DELIBERATE_SIGNALS.has(signal)
            ? { restart: false, reason: 'deliberate' }
            : { restart: true, reason: 'signal' };
    }
    if (code === 0)
        return { restart: false, reason: 'success' };
    if (code !== null && policy.stopExitCodes.includes(code)) {
        return { restart: false, reason: 'deliberate' };
    }
    if (code !== null && code >= 128)
        return { restart: true, reason: 'crash-exit' };
    return policy.restartOn === 'failure'
        ? { restart: true, reason: 'failure' }
        : { restart: false, reason: 'failure' };
}
/** The shell's exit status for a process: its code, or 128 + the signal number. */
function exitStatus(code, signal) {
    if (signal)
        return 128 + (external_node_os_.constants.signals[signal] ?? 0);
    return code ?? 1;
}
function describeExit(code, signal) {
    return signal ? `killed by ${signal} (${exitStatus(code, signal)})` : `exit code ${code}`;
}
/**
 * Delay before the next restart, given how many failures happened recently (1 for the first):
 * exponential, capped, then spread by ±jitter so that many supervised processes do not restart
 * in lockstep. `random` returns a number in [0, 1).
 */
function backoffDelayMs(recentFailures, policy, random = Math.random) {
    const exponent = Math.max(0, recentFailures - 1);
    const base = Math.min(policy.initialMs * policy.multiplier ** exponent, policy.maxMs);
    const spread = base * policy.jitter * (2 * random() - 1);
    return Math.max(0, Math.round(base + spread));
}
/** Failure times within a sliding window: the circuit breaker's memory. */
class FailureWindow {
    windowMs;
    times = [];
    constructor(windowMs) {
        this.windowMs = windowMs;
    }
    /** Records a failure at `now`; returns how many failures fall within the window. */
    record(now) {
        this.times.push(now);
        while (this.times.length > 0 && this.times[0] <= now - this.windowMs)
            this.times.shift();
        return this.times.length;
    }
}

;// CONCATENATED MODULE: ./src/engine/supervise-process.ts



/** Set in the environment of every supervised process (the upstream engine uses the same name). */
const supervise_process_SUPERVISED_ENV = 'LETITLOOP_SUPERVISED';
/** How many times the supervised process was restarted before this run (0 for the first). */
const RESTARTS_ENV = 'LETITLOOP_RESTARTS';
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** Resolved options with the defaults filled in. */
function restartPolicy(options) {
    const d = DEFAULT_RESTART_POLICY;
    return {
        restartOn: options.restartOn ?? d.restartOn,
        stopExitCodes: options.stopExitCodes ?? d.stopExitCodes,
        maxRestarts: options.maxRestarts ?? d.maxRestarts,
        backoff: { ...d.backoff, ...options.backoff },
        breaker: { ...d.breaker, ...options.breaker },
    };
}
/**
 * Runs a command in its own process group and restarts it when it crashes, with exponential
 * backoff and jitter, until it succeeds, exits deliberately, exhausts its restarts or trips the
 * circuit breaker. Ctrl+C, SIGTERM and SIGHUP are forwarded to the whole group, and the group
 * never outlives the supervisor.
 */
async function supervise_process_superviseCommand(spec, options = {}) {
    const policy = restartPolicy(options);
    const killTimeoutMs = options.killTimeoutMs ?? 5000;
    const log = options.log ?? ((m) => process.stderr.write(`[letitloop supervise] ${m}\n`));
    const failures = new FailureWindow(policy.breaker.windowMs);
    const guard = options.orphanGuard === false ? null : OrphanGuard.start(killTimeoutMs);
    let child = null;
    let stopSignal = null;
    let killTimer;
    let wake = null;
    const forward = (pgid, signal) => {
        log(`${signal}: forwarding to process group ${pgid}; SIGKILL in ${killTimeoutMs} ms`);
        signalGroup(pgid, signal);
        killTimer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), killTimeoutMs);
    };
    const onSignal = (signal) => {
        const pgid = child?.pid;
        if (stopSignal && pgid) {
            log(`${signal} again: killing process group ${pgid}`);
            signalGroup(pgid, 'SIGKILL');
            return;
        }
        stopSignal = signal;
        wake?.();
        if (pgid)
            forward(pgid, signal);
    };
    // A supervisor that exits (process.exit, an uncaught error) takes the child's group with it.
    const onExit = () => {
        if (child?.pid && child.exitCode === null && child.signalCode === null)
            signalGroup(child.pid, 'SIGKILL');
    };
    for (const s of FORWARDED)
        process.on(s, onSignal);
    process.on('exit', onExit);
    let runs = 0;
    let restarts = 0;
    let lastExit = null;
    const finish = (reason, exitCode, message) => {
        log(message);
        return { exitCode, reason, runs, restarts, lastExit, message };
    };
    try {
        for (;;) {
            if (stopSignal) {
                return finish('interrupted', exitStatus(null, stopSignal), `stopped by ${stopSignal} before a restart`);
            }
            runs += 1;
            const started = await startChild(spec, restarts);
            if ('error' in started) {
                const code = started.error.code === 'ENOENT' ? 127 : 126;
                return finish('spawn-failed', code, `cannot start '${spec.command}': ${started.error.message}`);
            }
            child = started.child;
            const pgid = child.pid;
            guard?.track(pgid);
            // A signal that came while the child was starting still reaches it.
            if (stopSignal)
                forward(pgid, stopSignal);
            const { code, signal } = await exited(child);
            lastExit = { code, signal };
            clearTimeout(killTimer);
            // Leftovers of the group (a grandchild the child did not wait for) end with it.
            await terminateGroup(pgid, killTimeoutMs, stopSignal ?? 'SIGTERM');
            guard?.untrack(pgid);
            child = null;
            const status = exitStatus(code, signal);
            const how = describeExit(code, signal);
            if (stopSignal)
                return finish('interrupted', status, `stopped by ${stopSignal}; the child ended with ${how}`);
            const verdict = classifyExit(code, signal, policy);
            if (!verdict.restart) {
                const what = {
                    success: 'succeeded',
                    deliberate: 'stopped deliberately',
                    failure: 'failed (not restarted: restart on crash only)',
                }[verdict.reason];
                return finish(verdict.reason, status, `the child ${what} with ${how}`);
            }
            const recent = failures.record(Date.now());
            if (recent >= policy.breaker.failures) {
                return finish('breaker', BREAKER_EXIT_CODE, `circuit breaker tripped: ${recent} failures within ${policy.breaker.windowMs / 1000} s (last: ${how}); not restarting`);
            }
            if (restarts >= policy.maxRestarts) {
                return finish('max-restarts', status, `giving up after ${restarts} restarts; the child ended with ${how}`);
            }
            const delay = backoffDelayMs(recent, policy.backoff, options.random);
            log(`the child ended with ${how}; restart ${restarts + 1} of ${policy.maxRestarts} in ${delay} ms`);
            await new Promise((resolve) => {
                const timer = setTimeout(resolve, delay);
                wake = () => {
                    clearTimeout(timer);
                    resolve();
                };
            });
            wake = null;
            restarts += 1;
        }
    }
    finally {
        for (const s of FORWARDED)
            process.off(s, onSignal);
        process.off('exit', onExit);
        clearTimeout(killTimer);
        guard?.close();
    }
}
function startChild(spec, restarts) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(spec.command, [...(spec.args ?? [])], {
            cwd: spec.cwd,
            env: {
                ...(spec.env ?? process.env),
                [supervise_process_SUPERVISED_ENV]: '1',
                [RESTARTS_ENV]: String(restarts),
            },
            // Its own session and process group: a signal to -pid reaches everything it started.
            detached: true,
            stdio: 'inherit',
        });
        child.once('spawn', () => resolve({ child }));
        child.once('error', (error) => resolve({ error }));
    });
}
function exited(child) {
    if (child.exitCode !== null || child.signalCode !== null) {
        return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
    }
    return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

;// CONCATENATED MODULE: ./src/engine/supervise.ts
/**
 * `supervise(options, fn)`: run `fn` in a worker process that is restarted when it crashes,
 * including when it is SIGKILLed or OOM-killed (which no in-process handler survives).
 *
 * A function cannot be sent to another process, so the worker is this same program run again
 * (like Node's cluster module): the supervisor re-executes the entry script with the same Node
 * flags and arguments, and in that worker (LETITLOOP_SUPERVISED=1) `supervise` runs `fn` and
 * exits: 0 when it resolves, 1 when it throws. Code after `await supervise(...)` therefore runs
 * once, in the supervisor; call `supervise` before other side effects of the entry script.
 */



/** True inside a process started by `supervise` or `lil watch`. */
function isSupervisedWorker(env = process.env) {
    return env[SUPERVISED_ENV] === '1';
}
async function supervise(options, fn) {
    if (isSupervisedWorker())
        return runWorker(fn);
    const entry = process.argv[1];
    if (!entry) {
        throw new Error('supervise(fn) re-runs the entry script as its worker, and this process has none (REPL or -e); use superviseCommand() instead');
    }
    return superviseCommand({ command: process.execPath, args: [...process.execArgv, entry, ...process.argv.slice(2)] }, options);
}
/** The worker side: run `fn`, then end the process with its outcome once output is flushed. */
async function runWorker(fn) {
    let code = 0;
    try {
        await fn();
    }
    catch (error) {
        process.stderr.write(`${error?.stack ?? String(error)}\n`);
        code = 1;
    }
    await new Promise((resolve) => process.stdout.write('', () => process.stderr.write('', () => resolve())));
    process.exit(code);
}


/***/ })

};
;