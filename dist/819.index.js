"use strict";
exports.id = 819;
exports.ids = [819];
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

/***/ 80200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run),
  usage: () => (/* binding */ usage)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/bundle/keys.ts
var keys = __webpack_require__(60422);
// EXTERNAL MODULE: ./src/config/index.ts + 5 modules
var config = __webpack_require__(82452);
// EXTERNAL MODULE: ./src/diff/errors.ts
var errors = __webpack_require__(11852);
// EXTERNAL MODULE: ./src/diff/git.ts
var git = __webpack_require__(21547);
;// CONCATENATED MODULE: ./src/diff/dryrun.ts


const DEFAULT_BRANCHES = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];
/**
 * Base and head for a local dry run: head is HEAD; base is the merge-base with the default branch
 * (origin/HEAD, then main, then master) when that differs from HEAD, else HEAD~1.
 */
async function dryRunRefs(repoDir) {
    const head = await (0,git/* resolveCommit */.WL)(repoDir, 'HEAD');
    if (!head) {
        throw new errors/* ChangeSetError */.z('git-failed', `${repoDir} is not a git repository with a commit`);
    }
    const uncommitted = await uncommittedPaths(repoDir);
    for (const branch of DEFAULT_BRANCHES) {
        if (!(await (0,git/* resolveCommit */.WL)(repoDir, branch)))
            continue;
        const base = await (0,git.mergeBase)(repoDir, branch, head);
        if (base && base !== head)
            return { base, head, baseFrom: `merge-base with ${branch}`, uncommitted };
    }
    const parent = await (0,git/* resolveCommit */.WL)(repoDir, 'HEAD~1');
    if (!parent) {
        throw new errors/* ChangeSetError */.z('missing-refs', 'HEAD has no parent and no default branch to compare with: pass --base');
    }
    return { base: parent, head, baseFrom: 'HEAD~1', uncommitted };
}
async function uncommittedPaths(repoDir) {
    const root = await (0,git/* gitText */.q_)(repoDir, ['rev-parse', '--show-toplevel']);
    const out = (await (0,git/* git */.$Y)(root, ['status', '--porcelain=v1', '-z'])).toString('utf8');
    const paths = [];
    const tokens = out.split('\0');
    for (let i = 0; i < tokens.length; i++) {
        const entry = tokens[i];
        if (entry.length < 4)
            continue;
        paths.push(entry.slice(3));
        if (entry[0] === 'R' || entry[0] === 'C')
            i++; // the rename's source path follows
    }
    return paths;
}

// EXTERNAL MODULE: ./src/github/comment-body.ts
var comment_body = __webpack_require__(47987);
;// CONCATENATED MODULE: ./src/pipeline/journal.ts
function unjournaled(goalId) {
    return {
        durable: false,
        step: (_name, body) => body(),
        marker: (name, body) => body({ idempotencyKey: `${goalId}:${name}`, inDoubt: false }),
    };
}

// EXTERNAL MODULE: ./src/pipeline/libraries.ts
var libraries = __webpack_require__(4209);
// EXTERNAL MODULE: ./src/pipeline/outcome.ts
var pipeline_outcome = __webpack_require__(94150);
;// CONCATENATED MODULE: ./src/pipeline/progress.ts
/** Terminal progress: `▸ phase…` rewritten in place on a TTY, plain lines otherwise (stderr). */
function terminalProgress(write, isTTY, redact) {
    return {
        info: (message) => write(`${redact(message)}\n`),
        warning: (message) => write(`warning: ${redact(message)}\n`),
        async group(name, body) {
            const started = Date.now();
            if (isTTY)
                write(`\r\x1b[K▸ ${name}…`);
            try {
                return await body();
            }
            finally {
                const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
                if (isTTY)
                    write(`\r\x1b[K✓ ${name} (${took})\n`);
            }
        },
    };
}

// EXTERNAL MODULE: ./src/pipeline/run-report.ts
var run_report = __webpack_require__(50150);
// EXTERNAL MODULE: ./src/pipeline/test-runner.ts
var test_runner = __webpack_require__(68071);
// EXTERNAL MODULE: ./src/pipeline/verify.ts + 20 modules
var verify = __webpack_require__(97446);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(54231);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(32794);
// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(20649);
// EXTERNAL MODULE: ./src/gate/types.ts
var types = __webpack_require__(89014);
;// CONCATENATED MODULE: ./src/report/text.ts

/** The terminal rendering of `lil verify`: the verdict, one line per gate, then every finding. */
function renderText(report, redactor) {
    const { verdict } = report;
    const width = Math.max(...Object.values(types/* GATE_TITLES */.Wc).map((t) => t.length));
    const lines = [
        `verdict: ${verdict.verdict}`,
        ...verdict.reasons.map((r) => `  ${r}`),
        ...report.notes.map((n) => `  note: ${n}`),
        '',
        ...report.gates.map((g) => `  ${types/* GATE_TITLES */.Wc[g.gate].padEnd(width)}  ${g.summary}`),
    ];
    if (verdict.findings.length > 0) {
        lines.push('', 'findings:');
        for (const f of verdict.findings) {
            const where = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}  ` : '';
            const severity = f.accepted ? `accepted(${f.accepted.by})` : f.severity;
            lines.push(`  ${severity.padEnd(9)} ${where}${f.kind}${f.symbol ? ` ${f.symbol}` : ''}: ${f.message}`);
        }
    }
    return `${redactor.redact(lines.join('\n'))}\n`;
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(77593);
// EXTERNAL MODULE: ./src/cli/errors.ts
var cli_errors = __webpack_require__(76675);
;// CONCATENATED MODULE: ./src/cli/verify.ts



















const usage = 'verify [--repo DIR] [--base REF] [--head REF] [--key-file F] [--config F] [--json] [--dry-run]';
/**
 * `lil verify`: the action's gate on a local repository. Posts nothing. `--dry-run` prints the PR
 * comment the action would post; `--json` the JSON report. Exit 0 pass, 1 fail, 2 configuration
 * error, 3 could not verify.
 */
const HELP = `Usage: lil verify [--repo DIR] [--base REF] [--head REF] [--key-file F] [--config F] [--json] [--dry-run]

Runs the action's gate (API signatures, proof bundles, scope fence, SBOM, test command) on a local
repository and posts nothing. Base: --base, else the merge-base with the default branch, else
HEAD~1; head: --head, else HEAD. Policy: --config F, else .letitloop.yml at the base commit.
Keys: --key-file F or LETITLOOP_HMAC_KEYS (keyid:base64 a line).
Output: a summary; --dry-run the PR comment the action would post; --json the JSON report.
Exit codes: 0 pass, 1 fail, 2 configuration error, 3 could not verify.
`;
const run = async (args, io) => {
    if (args.includes('--help') || args.includes('-h')) {
        io.stdout(HELP);
        return cli_errors/* EXIT */.d.ok;
    }
    const { values } = (0,cli_args/* parseCommandArgs */.Q)('verify', args, {
        repo: { type: 'string' },
        base: { type: 'string' },
        head: { type: 'string' },
        'key-file': { type: 'string' },
        config: { type: 'string' },
        json: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
    }, false);
    const redactor = new redact/* Redactor */.p();
    try {
        return await verifyLocally(values, io, redactor);
    }
    catch (error) {
        const outcome = (0,pipeline_outcome/* errorOutcome */.z)(error);
        io.stderr(`lil verify: ${outcome.configError ? 'configuration error: ' : 'could not verify: '}${redactor.redact(outcome.message)}\n`);
        return outcome.exitCode;
    }
};
async function verifyLocally(flags, io, redactor) {
    const repoDir = (0,external_node_path_.resolve)(io.cwd, flags.repo ?? '.');
    const keys = await loadKeys(flags['key-file'], io.env);
    for (const key of keys)
        (0,config/* secretForms */.eo)(key).forEach((s) => redactor.addSecret(s));
    const { refs, notes } = await localRefs(repoDir, flags);
    const progress = terminalProgress(io.stderr, io.isTTY && !flags.json, (t) => redactor.redact(t));
    const verification = await (0,verify/* verify */.M)({
        refs,
        repoDir,
        policy: {
            configFile: config/* DEFAULT_CONFIG_FILE */.Cu,
            ...(flags.config ? { explicitPath: (0,external_node_path_.resolve)(io.cwd, flags.config) } : {}),
        },
        overrides: {},
        keys,
        allowUntrustedCode: true,
        progress,
        journal: unjournaled(`verify-local-${refs.head.slice(0, 12)}`),
        libraries: libraries/* builtInLibraries */.p,
        runTest: test_runner/* runTestCommand */.z,
        redact: (t) => redactor.redact(t),
        env: io.env,
        now: () => new Date(),
    });
    const report = (0,run_report/* toRunReport */.ZN)(verification, { artifacts: {}, notes });
    if (flags.json)
        io.stdout((0,json/* renderJsonReport */.n)(report, redactor));
    else if (flags['dry-run'])
        io.stdout(`${(0,comment/* renderComment */.w)(report, redactor, (0,comment_body/* commentBodyBudget */.p$)())}\n`);
    else
        io.stdout(renderText(report, redactor));
    return (0,pipeline_outcome/* exitCodeOf */.F)(verification.verdict.verdict);
}
async function loadKeys(keyFile, env) {
    try {
        return await (0,keys/* loadHmacKeys */.gm)({ ...(keyFile !== undefined ? { keyFile } : {}), env });
    }
    catch (error) {
        if (error instanceof keys/* KeyConfigError */.Cm)
            throw new config/* ConfigError */.xL(error.message);
        throw error;
    }
}
/** Base and head as given, or the dry run's: HEAD against its merge-base with the default branch (else HEAD~1). */
async function localRefs(repoDir, flags) {
    const repository = await originRepository(repoDir);
    const common = { eventName: 'local', ...(repository ? { repository } : {}) };
    if (flags.base !== undefined)
        return { refs: { ...common, base: flags.base, head: flags.head ?? 'HEAD' }, notes: [] };
    const dry = await dryRunRefs(repoDir);
    const notes = [`Base: ${dry.baseFrom}.`];
    if (dry.uncommitted.length > 0)
        notes.push(`${dry.uncommitted.length} uncommitted path(s) were left out: only commits are verified.`);
    return { refs: { ...common, base: dry.base, head: flags.head ?? dry.head }, notes };
}
/** owner/name of the `origin` remote, when it looks like a GitHub-style URL. */
async function originRepository(repoDir) {
    try {
        const url = await (0,git/* gitText */.q_)(repoDir, ['remote', 'get-url', 'origin']);
        const match = /[:/]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
        return match ? { owner: match[1], name: match[2] } : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
;