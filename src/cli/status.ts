import { collectStatus, resolveRunsDir, type GoalStatus, type RunsStatus } from '../engine/index';
import { parseCommandArgs } from './args';
import { EXIT } from './errors';
import type { CommandRun } from './io';

/**
 * `lil status [--dir D] [--json]`: the goals under D (default $LETITLOOP_DIR, else
 * .letitloop/runs), their committed steps, in-doubt markers and lock owners. Read-only.
 * Exit 0, or 1 when a journal cannot be read (damaged, or from a newer version).
 */
export const run: CommandRun = async (args, io) => {
  const { values } = parseCommandArgs(
    'status',
    args,
    { dir: { type: 'string' }, json: { type: 'boolean' } },
    false,
  );
  const root = resolveRunsDir(values.dir, io.env, io.cwd);
  const status = collectStatus(root);
  io.stdout(values.json ? JSON.stringify(status, null, 2) + '\n' : render(status));
  const damaged =
    status.goals.some((g) => g.status === 'unreadable') ||
    status.markers.some((m) => m.state === 'unreadable');
  if (damaged) {
    for (const g of status.goals.filter((x) => x.status === 'unreadable'))
      io.stderr(`lil status: goal '${g.goalId}': ${g.error}\n`);
    for (const m of status.markers.filter((x) => x.state === 'unreadable'))
      io.stderr(`lil status: marker ${m.name}: ${m.error}\n`);
  }
  return damaged ? EXIT.failed : EXIT.ok;
};

function render(status: RunsStatus): string {
  const lines = [`letitloop runs in ${status.root}`];
  if (!status.goals.length && !status.markers.length) return `${lines[0]}: none\n`;
  if (status.goals.length) {
    const rows = [
      ['GOAL', 'STATUS', 'STEPS', 'FAILED', 'MARKERS', 'IN DOUBT', 'LOCK'],
      ...status.goals.map((g) => [
        g.goalId,
        g.status + (g.tornTail ? ' (torn tail)' : ''),
        String(g.committedSteps),
        String(g.failedAttempts),
        String(g.markers.length),
        g.inDoubtMarkers.join(', ') || '-',
        lockText(g.lock),
      ]),
    ];
    lines.push('', ...table(rows));
  }
  if (status.markers.length) {
    const rows = [
      ['SHARED MARKER', 'STATE', 'EXECUTIONS', 'IDEMPOTENCY KEY', 'LOCK'],
      ...status.markers.map((m) => [
        m.name,
        m.state,
        String(m.executions),
        m.idempotencyKey || '-',
        lockText(m.lock),
      ]),
    ];
    lines.push('', ...table(rows));
  }
  return lines.join('\n') + '\n';
}

function lockText(lock: GoalStatus['lock']): string {
  if (!lock) return '-';
  return `pid ${lock.pid} on ${lock.host} since ${lock.since}${lock.alive ? '' : ' (dead: will be taken over)'}`;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  '),
  );
}
