"use strict";
exports.id = 997;
exports.ids = [997];
exports.modules = {

/***/ 62464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ postStickyComment)
/* harmony export */ });
/* harmony import */ var _comment_body__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47987);
/* harmony import */ var _types__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81994);


/**
 * Creates or updates our one sticky comment: found by its hidden marker among this token's own,
 * non-minimized comments (every page); updated in place, left alone when unchanged. After a
 * create, duplicates left by concurrent runs are deleted, keeping the lowest id.
 */
async function postStickyComment(api, target, body, options = {}) {
    const marker = (0,_comment_body__WEBPACK_IMPORTED_MODULE_1__/* .stickyMarker */ .YL)(options.markerId);
    const text = (0,_comment_body__WEBPACK_IMPORTED_MODULE_1__/* .stickyCommentText */ .y0)(body, marker);
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > _comment_body__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMENT_BYTES */ .pJ)
        return { outcome: 'too-large', bytes, limit: _comment_body__WEBPACK_IMPORTED_MODULE_1__/* .MAX_COMMENT_BYTES */ .pJ };
    try {
        const author = (await api.authenticatedLogin()) ?? options.fallbackAuthor ?? 'github-actions[bot]';
        const notes = [];
        const find = () => findOurs(api, target, marker, author, notes);
        const existing = await find();
        let outcome;
        let kept;
        let others;
        if (existing.length === 0) {
            const created = await api.createIssueComment(target.repo, target.issueNumber, text);
            // A concurrent run may have created one too: every run keeps the lowest id.
            const after = await find();
            const all = after.some((c) => c.id === created.id) ? after : [...after, created];
            [kept = created, ...others] = all.sort((a, b) => a.id - b.id);
            outcome = kept.id === created.id ? 'created' : 'updated';
        }
        else {
            [kept, ...others] = existing;
            outcome = 'updated';
        }
        if (kept.body !== text)
            kept = await api.updateIssueComment(target.repo, kept.id, text);
        else if (outcome === 'updated')
            outcome = 'unchanged';
        let duplicatesRemoved = 0;
        for (const duplicate of others) {
            if (await deleteIfPresent(api, target.repo, duplicate.id))
                duplicatesRemoved++;
        }
        return { outcome, commentId: kept.id, url: kept.url, duplicatesRemoved, notes };
    }
    catch (error) {
        if (error instanceof _types__WEBPACK_IMPORTED_MODULE_0__/* .GitHubRequestError */ .v && (error.status === 403 || error.status === 404)) {
            return { outcome: 'cannot-comment', status: error.status, message: error.message };
        }
        throw error;
    }
}
/** Our comments carrying the marker, not minimized, lowest id first. */
async function findOurs(api, target, marker, author, notes) {
    const login = author.toLowerCase();
    const candidates = (await api.listIssueComments(target.repo, target.issueNumber))
        .filter((c) => c.author?.toLowerCase() === login && c.body.includes(marker))
        .sort((a, b) => a.id - b.id);
    if (candidates.length === 0)
        return candidates;
    let minimized = new Set();
    try {
        minimized = await api.minimizedComments(candidates.map((c) => c.nodeId));
    }
    catch (error) {
        // Without GraphQL a hidden comment is not recognised as hidden; updating it is harmless.
        const note = `could not tell minimized comments apart: ${error.message}`;
        if (!notes.includes(note))
            notes.push(note);
    }
    return candidates.filter((c) => !minimized.has(c.nodeId));
}
async function deleteIfPresent(api, repo, id) {
    try {
        await api.deleteIssueComment(repo, id);
        return true;
    }
    catch (error) {
        // Another run deleted it first.
        if (error instanceof _types__WEBPACK_IMPORTED_MODULE_0__/* .GitHubRequestError */ .v && error.status === 404)
            return false;
        throw error;
    }
}


/***/ }),

/***/ 81994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ GitHubRequestError)
/* harmony export */ });
/** An HTTP error from GitHub, with the status the caller decides on (403 → cannot comment). */
class GitHubRequestError extends Error {
    status;
    route;
    name = 'GitHubRequestError';
    constructor(status, route, message) {
        super(message);
        this.status = status;
        this.route = route;
    }
}


/***/ }),

/***/ 64997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ main_runAction)
});

// UNUSED EXPORTS: run

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(96421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/findings.ts
var src_findings = __webpack_require__(81001);
// EXTERNAL MODULE: ./src/gate/types.ts
var types = __webpack_require__(89014);
;// CONCATENATED MODULE: ./src/report/annotations.ts


/** GitHub shows at most 10 error and 10 warning annotations per step and drops the rest silently. */
const MAX_ANNOTATIONS_PER_LEVEL = 10;
/**
 * The findings worth a line annotation: those with a file, most severe first (breaking → error,
 * warning → warning; accepted and informational findings stay in the summary), capped per level.
 */
function renderAnnotations(findings, redactor) {
    const ranked = findings
        .filter((f) => f.file && !f.accepted && f.severity !== 'info')
        .sort(src_findings/* compareFindings */.E);
    const out = [];
    const used = { error: 0, warning: 0 };
    for (const f of ranked) {
        const level = f.severity === 'breaking' ? 'error' : 'warning';
        if (used[level] >= MAX_ANNOTATIONS_PER_LEVEL)
            continue;
        used[level]++;
        out.push({
            level,
            title: redactor.redact(`letitloop ${types/* GATE_TITLES */.Wc[f.gate]}: ${f.kind}`),
            message: redactor.redact(f.symbol ? `${f.symbol}: ${f.message}` : f.message),
            file: redactor.redact(f.file),
            startLine: f.line ?? 1,
        });
    }
    return out;
}

// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(32794);
// EXTERNAL MODULE: ./src/report/redact.ts
var redact = __webpack_require__(20649);
// EXTERNAL MODULE: ./src/report/sections.ts + 1 modules
var sections = __webpack_require__(27616);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/report/summary.ts


/** The job summary: everything, every finding; redacted; at most 1 MiB. */
const MAX_SUMMARY_BYTES = 1024 * 1024;
function renderSummary(report, redactor) {
    const body = [
        `# letitloop verify`,
        (0,sections/* verdictSection */.V6)(report),
        (0,sections/* overviewTable */.Uc)(report.gates),
        ...report.gates.map((g) => (0,sections/* gateSection */.Tx)(g, Number.POSITIVE_INFINITY)),
        (0,sections/* artifactsSection */.R$)(report),
    ]
        .filter(Boolean)
        .join('\n\n');
    const where = report.artifacts.reportPath
        ? `the JSON report (\`${report.artifacts.reportPath}\`)`
        : 'the JSON report';
    const note = `> ✂️ This summary was cut to GitHub's 1 MiB limit. Every finding is in ${where}.`;
    return (0,markdown/* truncateMarkdown */.o4)(redactor.redact(body), MAX_SUMMARY_BYTES - 1024, note);
}

// EXTERNAL MODULE: ./src/github/comment-body.ts
var comment_body = __webpack_require__(47987);
// EXTERNAL MODULE: ./src/github/sticky.ts
var sticky = __webpack_require__(62464);
// EXTERNAL MODULE: ./src/report/comment.ts
var comment = __webpack_require__(54231);
// EXTERNAL MODULE: ./src/pipeline/run-report.ts
var run_report = __webpack_require__(50150);
;// CONCATENATED MODULE: ./src/pipeline/action-comment.ts




/**
 * Posts (or updates) the sticky PR comment inside an atomic marker, so a resumed run never posts
 * twice. A fork PR under `pull_request` or a 403 is a warning and a note, never a failure.
 */
async function postVerdictComment(toolkit, setup, verification, api, journal, notes) {
    const { refs, redactor } = setup;
    const skip = (why) => {
        notes.push(`No PR comment: ${why}.`);
        return undefined;
    };
    if (!verification.config.postComment)
        return skip('`post-comment` is false');
    if (refs.pullNumber === undefined || !refs.repository) {
        return skip(`the ${refs.eventName} event is not a pull request`);
    }
    if (!api)
        return skip('no `github-token`');
    if (refs.fromFork && refs.eventName === 'pull_request') {
        const why = 'this is a fork PR under `pull_request`, whose token cannot comment; the verdict is in this summary (see the README for the `pull_request_target` set-up)';
        toolkit.warning(`letitloop: ${why}`);
        return skip(why);
    }
    const report = (0,run_report/* toRunReport */.ZN)(verification, {
        ...(setup.runUrl ? { summaryUrl: setup.runUrl } : {}),
        artifacts: {},
    });
    const body = (0,comment/* renderComment */.w)(report, redactor, (0,comment_body/* commentBodyBudget */.p$)());
    const target = {
        repo: { owner: refs.repository.owner, repo: refs.repository.name },
        issueNumber: refs.pullNumber,
    };
    const result = await journal.marker('post-comment', () => (0,sticky/* postStickyComment */.L)(api, target, body));
    if (result.outcome === 'cannot-comment') {
        const why = `GitHub answered ${result.status} when commenting (${redactor.redact(result.message)}); grant \`pull-requests: write\``;
        toolkit.warning(`letitloop: ${why}`);
        return skip(why);
    }
    if (result.outcome === 'too-large') {
        toolkit.warning(`letitloop: the comment is ${result.bytes} bytes, over ${result.limit}`);
        return skip('the comment was too large');
    }
    for (const note of result.notes)
        toolkit.info(redactor.redact(note));
    toolkit.info(`PR comment ${result.outcome}: ${result.url}`);
    return result.url;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/config/index.ts + 5 modules
var config = __webpack_require__(82452);
// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./src/diff/errors.ts
var diff_errors = __webpack_require__(11852);
;// CONCATENATED MODULE: ./src/diff/event.ts

const ZERO_SHA = /^0+$/;
const PULL_EVENTS = new Set(['pull_request', 'pull_request_target']);
/**
 * Base and head of the change from the event payload: `pull_request`/`pull_request_target` use
 * `pull_request.base.sha`/`head.sha`, `merge_group` its `base_sha`/`head_sha`, `push` its
 * `before`/`after`. For events that are not a PR or merge group, the `base-ref`/`head-ref` inputs
 * win (and `workflow_dispatch` also reads them from its own inputs). Pure: no environment reads.
 */
function refsFromEvent(eventName, payload, inputs = {}) {
    const event = asObject(payload);
    const common = { eventName, ...repositoryOf(event) };
    if (PULL_EVENTS.has(eventName)) {
        const pull = asObject(event.pull_request);
        const base = asObject(pull.base);
        const head = asObject(pull.head);
        const refs = requireRefs(eventName, str(base.sha), str(head.sha), 'pull_request.base/head.sha');
        const headRepo = head.repo == null ? undefined : asObject(head.repo);
        const baseRepo = asObject(base.repo);
        return {
            ...common,
            ...refs,
            pullNumber: num(pull.number) ?? num(event.number),
            changedFiles: num(pull.changed_files),
            fromFork: headRepo === undefined || str(headRepo.full_name) !== str(baseRepo.full_name),
        };
    }
    if (eventName === 'merge_group') {
        const group = asObject(event.merge_group);
        return {
            ...common,
            ...requireRefs(eventName, str(group.base_sha), str(group.head_sha), 'merge_group.*_sha'),
        };
    }
    const dispatched = eventName === 'workflow_dispatch' ? asObject(event.inputs) : {};
    const baseInput = inputs.baseRef || str(dispatched['base-ref']) || str(dispatched.base_ref) || undefined;
    const headInput = inputs.headRef || str(dispatched['head-ref']) || str(dispatched.head_ref) || undefined;
    if (eventName === 'push') {
        const before = str(event.before);
        const after = str(event.after);
        return {
            ...common,
            ...requireRefs(eventName, baseInput ?? (before && !ZERO_SHA.test(before) ? before : undefined), headInput ?? (after && !ZERO_SHA.test(after) ? after : undefined), 'before/after (a new or deleted branch has none: set base-ref)'),
        };
    }
    if (eventName === 'workflow_dispatch' || (baseInput && headInput)) {
        // The head of a manual run is the checked-out commit unless head-ref says otherwise.
        return { ...common, ...requireRefs(eventName, baseInput, headInput ?? 'HEAD', 'base-ref') };
    }
    throw new diff_errors/* ChangeSetError */.z('unsupported-event', `event '${eventName}' has no change to verify: use pull_request, pull_request_target, merge_group, push or workflow_dispatch, or set base-ref and head-ref`);
}
function requireRefs(eventName, base, head, where) {
    if (!base || !head) {
        throw new diff_errors/* ChangeSetError */.z('missing-refs', `the ${eventName} event has no base/head commit (${where}); set the base-ref and head-ref inputs`);
    }
    for (const ref of [base, head]) {
        // A ref is handed to git: never let it be read as an option.
        if (ref.startsWith('-') || /[\s\0]/.test(ref)) {
            throw new diff_errors/* ChangeSetError */.z('missing-refs', `invalid git ref '${ref}' in the ${eventName} event`);
        }
    }
    return { base, head };
}
function repositoryOf(event) {
    const repo = asObject(event.repository);
    const owner = str(asObject(repo.owner).login);
    const name = str(repo.name);
    if (!owner || !name)
        return {};
    return {
        repository: { owner, name, id: num(repo.id) },
        defaultBranch: str(repo.default_branch),
    };
}
function asObject(value) {
    return typeof value === 'object' && value !== null ? value : {};
}
function str(value) {
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function num(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./src/pipeline/action-setup.ts






/**
 * Reads and checks everything the action is given before any work: inputs, keys (masked at once,
 * in every form they could be printed in), the event. A bad value is a ConfigError (exit 2).
 */
async function setUpAction(toolkit, env, redactor) {
    const secret = (value) => {
        if (!value.trim())
            return;
        toolkit.setSecret(value.trim());
        redactor.addSecret(value);
    };
    secret(toolkit.getInput('github-token'));
    for (const line of toolkit.getInput('hmac-keys').split(/\r?\n/))
        secret(line.slice(line.indexOf(':') + 1));
    const inputs = (0,config/* readActionInputs */.Ui)((name) => toolkit.getInput(name));
    const keys = (0,config/* parseHmacKeys */.ZF)(inputs.hmacKeys, "input 'hmac-keys'");
    for (const key of keys)
        (0,config/* secretForms */.eo)(key).forEach(secret);
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const payload = await readEvent(env.GITHUB_EVENT_PATH);
    const refs = refsFromEvent(eventName, payload, {
        ...(toolkit.getInput('base-ref') ? { baseRef: toolkit.getInput('base-ref').trim() } : {}),
        ...(toolkit.getInput('head-ref') ? { headRef: toolkit.getInput('head-ref').trim() } : {}),
    });
    const run = `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}${env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''}`
        : undefined;
    return {
        inputs,
        keys,
        redactor,
        refs,
        outDir: (0,external_node_path_.join)(env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), `letitloop-${run}`),
        ...(runUrl ? { runUrl } : {}),
    };
}
async function readEvent(path) {
    if (!path)
        return {};
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new errors/* ConfigError */.x(`cannot read the event payload GITHUB_EVENT_PATH=${path} (${error.code ?? 'error'})`);
    }
    try {
        return JSON.parse(text);
    }
    catch {
        throw new errors/* ConfigError */.x(`the event payload ${path} is not JSON`);
    }
}

// EXTERNAL MODULE: ./src/pipeline/outcome.ts
var pipeline_outcome = __webpack_require__(94150);
// EXTERNAL MODULE: ./src/diff/git.ts
var git = __webpack_require__(21547);
;// CONCATENATED MODULE: ./src/pipeline/receipt.ts


/**
 * Seals the journal of the action's own run as a receipt (a proof bundle `lil replay` verifies),
 * when there is a key and a checkout to anchor it to. Failing to seal is reported, never fatal:
 * the verdict stands on its own.
 */
async function sealReceipt(request) {
    if (request.keys.length === 0)
        return { skipped: 'no HMAC key (`hmac-keys`) to seal it with' };
    if (request.repoDir === undefined || !(await (0,git/* isGitRepository */.XY)(request.repoDir))) {
        return { skipped: 'no checkout to anchor it to' };
    }
    const { sealRun } = await Promise.all(/* import() */[__webpack_require__.e(127), __webpack_require__.e(182)]).then(__webpack_require__.bind(__webpack_require__, 11182));
    try {
        const sealed = await sealRun({
            goalId: request.goalId,
            runsDir: request.runsDir,
            repoDir: request.repoDir,
            keys: request.keys,
            out: (0,external_node_path_.join)(request.outDir, 'receipt.bundle.json'),
            env: request.env,
            cwd: request.repoDir,
        });
        return { path: sealed.bundlePath };
    }
    catch (error) {
        return { skipped: `sealing failed: ${String(error.message).split('\n')[0]}` };
    }
}

// EXTERNAL MODULE: ./src/pipeline/test-runner.ts
var test_runner = __webpack_require__(68071);
;// CONCATENATED MODULE: ./src/pipeline/toolkit.ts
/** Progress in Actions: log groups; every line redacted before it reaches the log. */
function actionProgress(toolkit, redactor) {
    return {
        info: (message) => toolkit.info(redactor.redact(message)),
        warning: (message) => toolkit.warning(redactor.redact(message)),
        group: (name, body) => toolkit.group(redactor.redact(name), body),
    };
}

// EXTERNAL MODULE: ./src/pipeline/verify.ts + 20 modules
var verify = __webpack_require__(97446);
;// CONCATENATED MODULE: ./src/pipeline/action.ts














/** The GitHub Action: verify, comment, then the receipt, report, summary, annotations and outputs. */
async function runAction(deps) {
    const { toolkit } = deps;
    const redactor = new redact/* Redactor */.p();
    try {
        const setup = await setUpAction(toolkit, deps.env, redactor);
        return await verifyAndReport(deps, setup);
    }
    catch (error) {
        const outcome = (0,pipeline_outcome/* errorOutcome */.z)(error);
        const message = redactor.redact(outcome.message);
        if (outcome.configError) {
            toolkit.error(`letitloop: configuration error: ${message}`, {
                title: 'letitloop configuration',
            });
        }
        else {
            toolkit.setOutput('verdict', 'could-not-verify');
            toolkit.error(`letitloop: could not verify: ${message}`, { title: 'letitloop' });
        }
        return outcome.exitCode;
    }
}
async function verifyAndReport(deps, setup) {
    const { toolkit, env } = deps;
    const { inputs, redactor, refs, outDir } = setup;
    const progress = actionProgress(toolkit, redactor);
    const api = inputs.githubToken
        ? await deps.createApi({
            token: inputs.githubToken,
            baseUrl: env.GITHUB_API_URL || undefined,
            log: { debug: () => undefined, warning: (m) => progress.warning(m) },
        })
        : undefined;
    const repoDir = env.GITHUB_WORKSPACE || undefined;
    await (0,promises_.mkdir)(outDir, { recursive: true });
    // One goal per run attempt; a re-run is a new attempt and finds the sticky comment again.
    const goalId = `verify-${refs.pullNumber ?? refs.head.slice(0, 12)}-${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
    const runsDir = (0,external_node_path_.join)(outDir, 'runs');
    const run = await deps.durably(goalId, runsDir, repoDir ?? outDir, async (journal) => {
        const verification = await (0,verify/* verify */.M)({
            refs,
            ...(repoDir ? { repoDir } : {}),
            ...(api ? { api } : {}),
            policy: { configFile: inputs.configFile },
            overrides: inputs.overrides,
            keys: setup.keys,
            allowUntrustedCode: inputs.allowUntrustedCode,
            progress,
            journal,
            libraries: deps.libraries,
            runTest: test_runner/* runTestCommand */.z,
            redact: (t) => redactor.redact(t),
            env,
            now: deps.now,
        });
        const notes = [];
        const commentUrl = await postVerdictComment(toolkit, setup, verification, api, journal, notes);
        // The goal's result is journaled: file contents stay out of it.
        return { verification: (0,run_report/* withoutContents */.Xv)(verification), commentUrl, notes };
    });
    const { verification, commentUrl, notes } = run;
    const receipt = await sealReceipt({ goalId, runsDir, repoDir, keys: setup.keys, outDir, env });
    if ('skipped' in receipt)
        notes.push(`No sealed receipt of this run: ${receipt.skipped}.`);
    const reportPath = (0,external_node_path_.join)(outDir, 'report.json');
    const sbomPath = await (0,run_report/* writeSbom */.Tz)(outDir, verification, redactor);
    const receiptPath = 'path' in receipt ? receipt.path : undefined;
    const report = (0,run_report/* toRunReport */.ZN)(verification, {
        ...(setup.runUrl ? { summaryUrl: setup.runUrl } : {}),
        artifacts: {
            reportPath,
            ...(sbomPath ? { sbomPath } : {}),
            ...(receiptPath ? { receiptPath } : {}),
        },
        notes,
    });
    await (0,promises_.writeFile)(reportPath, (0,json/* renderJsonReport */.n)(report, redactor));
    try {
        await toolkit.appendSummary(renderSummary(report, redactor));
    }
    catch (error) {
        toolkit.warning(`letitloop: could not write the job summary: ${redactor.redact(error.message)}`);
    }
    for (const a of renderAnnotations(verification.verdict.findings, redactor)) {
        toolkit[a.level](a.message, { title: a.title, file: a.file, startLine: a.startLine });
    }
    const { verdict } = verification.verdict;
    toolkit.setOutput('verdict', verdict);
    const { counts } = verification.verdict;
    toolkit.setOutput('findings', String(counts.breaking + counts.warning));
    toolkit.setOutput('report-path', reportPath);
    toolkit.setOutput('sbom-path', sbomPath ?? '');
    toolkit.setOutput('receipt-path', receiptPath ?? '');
    toolkit.setOutput('comment-url', commentUrl ?? '');
    const line = redactor.redact(`letitloop: ${verdict} — ${verification.verdict.reasons.join('; ')}`);
    if (verdict === 'pass')
        toolkit.info(line);
    else
        toolkit.error(line, { title: `letitloop: ${verdict}` });
    return (0,pipeline_outcome/* exitCodeOf */.F)(verdict);
}

// EXTERNAL MODULE: ./src/engine/index.ts + 28 modules
var engine = __webpack_require__(99279);
;// CONCATENATED MODULE: ./src/pipeline/durable-journal.ts

/**
 * Runs `body` as a durable goal of the engine: each journal step a `step()`, each marker an
 * `atomicMarker()` (a re-run after a crash never posts twice). The journal lives in `dir`.
 */
function durably(goalId, dir, cwd, body) {
    const journal = {
        durable: true,
        step: (name, fn) => (0,engine/* step */.PM)(name, fn),
        marker: async (name, fn) => {
            const result = await (0,engine/* atomicMarker */.Cd)(name, (ctx) => fn({ idempotencyKey: ctx.idempotencyKey, inDoubt: ctx.inDoubt }));
            // Only `onInDoubt: 'skip'` resolves undefined; this journal always reruns in-doubt bodies.
            return result;
        },
    };
    return (0,engine/* durable */.W0)({ goalId, dir, cwd }, () => body(journal))();
}

// EXTERNAL MODULE: ./src/pipeline/libraries.ts
var libraries = __webpack_require__(4209);
;// CONCATENATED MODULE: ./src/main.ts




/** The template's entry convention (`run()`, used by @github/local-action): sets the exit code. */
async function run() {
    process.exitCode = await main_runAction();
}
/** The GitHub Action entry: the real toolkit, the real API client, this build's gate libraries. */
async function main_runAction() {
    return runAction({
        toolkit: coreToolkit(),
        env: process.env,
        // Octokit loads after the first log line, not at start-up.
        createApi: async (options) => (await Promise.all(/* import() */[__webpack_require__.e(167), __webpack_require__.e(404)]).then(__webpack_require__.bind(__webpack_require__, 19404))).createGitHubApi(options),
        libraries: libraries/* builtInLibraries */.p,
        durably: durably,
        now: () => new Date(),
    });
}
function coreToolkit() {
    return {
        getInput: (name) => core/* getInput */.V4(name),
        setOutput: (name, value) => core/* setOutput */.uH(name, value),
        setSecret: (secret) => core/* setSecret */.Pq(secret),
        info: (message) => core/* info */.pq(message),
        warning: (message, properties) => core/* warning */.$e(message, properties),
        error: (message, properties) => core/* error */.z3(message, properties),
        group: (name, body) => core/* group */.Os(name, body),
        appendSummary: async (markdown) => {
            await core/* summary */.z.addRaw(markdown, true).write();
        },
    };
}


/***/ })

};
;