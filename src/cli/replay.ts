import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { KeyConfigError, loadHmacKeys } from '../bundle/keys';
import { replayGoalFolder } from '../bundle/replay';
import type { JournalReplay } from '../bundle/replay-types';
import { verifyBundle } from '../bundle/verify';
import type { BundleVerification } from '../bundle/verification';
import { parseCommandArgs } from './args';
import { EXIT, UsageError } from './errors';
import type { CommandRun } from './io';

export const usage = 'replay PATH [--key-file FILE] [--require-current-key] [--json]';

const HELP = `Usage: lil ${usage}

Verifies a proof bundle in order (size limits, envelope, payload type, key, HMAC, statement,
schema, journal replay, run rebuild, claims, freshness) and prints the replayed run as a table of
steps, or JSON with --json. PATH may also be a bare journal (ours or an upstream LILWAL02 file) or
a goal folder: replayed, verdict 'unsealed'. Keys: --key-file FILE or LETITLOOP_HMAC_KEYS.
Exit codes: 0 valid, 1 invalid (reason codes on stderr), 2 usage, 3 cannot verify (no key; a
bare journal, which carries no seal).
`;

/**
 * `lil replay PATH`: verifies a proof bundle (or replays a bare journal or goal folder) and prints
 * the replayed run. Exit 0 valid, 1 invalid, 2 usage, 3 cannot verify (no key; a bare journal,
 * which carries no seal).
 */
export const run: CommandRun = async (args, io) => {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  const { values, positionals } = parseCommandArgs('replay', args, {
    'key-file': { type: 'string' },
    'require-current-key': { type: 'boolean' },
    json: { type: 'boolean' },
  });
  if (positionals.length !== 1) throw new UsageError(`lil replay: expected one PATH (${usage})`);
  const path = resolve(io.cwd, positionals[0]!);
  let keys;
  try {
    keys = await loadHmacKeys({ keyFile: values['key-file'], env: io.env });
  } catch (error) {
    if (error instanceof KeyConfigError) throw new UsageError(`lil replay: ${error.message}`);
    throw error;
  }
  const isFolder = await stat(path).then(
    (s) => s.isDirectory(),
    () => false,
  );
  const result: BundleVerification = isFolder
    ? { status: 'unsealed', reasons: [], replay: replayGoalFolder(path) }
    : await verifyBundle({
        path,
        keys,
        policy: { requireCurrentKey: values['require-current-key'] ?? false },
        now: new Date(),
      });
  if (values.json) io.stdout(JSON.stringify({ path: positionals[0], ...result }, null, 2) + '\n');
  else io.stdout(renderVerification(positionals[0]!, result));
  for (const reason of result.reasons) {
    io.stderr(`lil replay: ${result.status}: ${reason.code}: ${printable(reason.message)}\n`);
  }
  return exitCode(result);
};

function exitCode(result: BundleVerification): number {
  switch (result.status) {
    case 'valid':
      return EXIT.ok;
    case 'invalid':
      return EXIT.failed;
    case 'cannot-verify':
      return EXIT.cannotVerify;
    case 'unsealed':
      // nothing to verify a bare journal with; a broken one is invalid all the same
      return result.replay?.chainValid ? EXIT.cannotVerify : EXIT.failed;
  }
}

/** The human-readable report: verdict, run summary, then a table of steps (or events). */
export function renderVerification(path: string, result: BundleVerification): string {
  const lines: string[] = [];
  const keys = result.keyids?.length ? `; sealed by key ${result.keyids.join(', ')}` : '';
  const digest = result.statementSha256 ? `; statement sha256 ${result.statementSha256}` : '';
  lines.push(`${path}: ${result.status.toUpperCase()}${keys}${digest}`);
  const replay = result.replay;
  if (replay) lines.push(...renderReplay(replay));
  const statement = result.statement;
  if (statement) {
    const p = statement.predicate;
    lines.push(
      `sealed for ${p.repository.name} on base ${p.base.commit.slice(0, 12)}: ` +
        `${statement.subject.length} file(s) changed, ${p.deleted.length} deleted; ` +
        `issued ${p.issuedAt}, expires ${p.expiresAt}`,
    );
  }
  return lines.map(printable).join('\n') + '\n';
}

/**
 * Journal contents (step names, task ids) are untrusted: control, format and line-separator
 * characters are shown escaped so they cannot move the cursor or forge lines.
 */
function printable(text: string): string {
  return text.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu,
    (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
}

function renderReplay(replay: JournalReplay): string[] {
  const lines = [
    `journal (${replay.format}): ${replay.frames} frames, ${replay.bytes} bytes, ` +
      `chain ${replay.chainValid ? 'valid' : 'BROKEN'}${replay.chainHead ? `, head ${replay.chainHead.slice(0, 16)}` : ''}` +
      (replay.tornTail ? `; torn tail at byte ${replay.tornTail.offset} (not counted)` : ''),
  ];
  if (replay.problem) lines.push(`problem: ${replay.problem.code}: ${replay.problem.message}`);
  const run = replay.run;
  if (run) {
    lines.push(
      `run ${run.runId} of goal '${run.goal}': ${run.status}, ${run.committedSteps} step(s), ` +
        `started ${run.startedAt}${run.endedAt ? `, ended ${run.endedAt}` : ''}` +
        (run.baseCommit ? `, from commit ${run.baseCommit.slice(0, 12)}` : ''),
      '',
      ...table([
        ['pos', 'step', 'status', 'attempt', 'started', 'duration', 'output sha256 / error'],
        ...run.steps.map((s) => [
          String(s.pos),
          s.name,
          s.status,
          String(s.attempt),
          s.startedAt,
          `${s.durationMs.toFixed(1)} ms`,
          s.outputSha256 ? s.outputSha256.slice(0, 16) : (s.error ?? ''),
        ]),
      ]),
    );
    if (run.markers.length) {
      lines.push(
        '',
        ...table([
          ['marker', 'status', 'executions', 'completed'],
          ...run.markers.map((m) => [m.name, m.status, String(m.executions), m.completedAt ?? '']),
        ]),
      );
    }
    for (const gate of run.gates) {
      lines.push(
        `gate ${gate.name}: ${gate.passed ? 'passed' : 'FAILED'}${gate.detail ? ` (${gate.detail})` : ''}`,
      );
    }
  }
  const upstream = replay.upstream;
  if (upstream) {
    lines.push(
      `upstream status: ${upstream.status}`,
      '',
      ...table([
        ['seq', 'timestamp', 'event', 'task', 'event hash'],
        ...upstream.events.map((e) => [
          String(e.seq),
          e.timestamp,
          e.eventType,
          e.taskId,
          e.eventHash.slice(0, 16),
        ]),
      ]),
    );
  }
  return lines;
}

function table(raw: string[][]): string[] {
  const rows = raw.map((r) => r.map(printable));
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
}
