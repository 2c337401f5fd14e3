import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { applyFrames, decodeGoalFolder, readGoalJournal } from './goal-journal';
import { DirLock } from './lock';
import { MARKERS_FOLDER } from './marker-dir';
import { markerView, RunBuilder, type MarkerView } from './run-view';

export interface LockStatus {
  pid: number;
  host: string;
  since: string;
  /** False when the owner is dead: the next run takes the lock over. */
  alive: boolean;
}

export interface MarkerStatus {
  name: string;
  state: MarkerView['state'];
  executions: number;
  idempotencyKey: string;
}

export interface GoalStatus {
  goalId: string;
  dir: string;
  /** `unreadable`: the journal is damaged or from a newer version (see `error`). */
  status: 'completed' | 'failed' | 'incomplete' | 'empty' | 'unreadable';
  runId?: string;
  baseCommit?: string | null;
  createdAt?: string;
  endedAt?: string;
  committedSteps: number;
  failedAttempts: number;
  markers: MarkerStatus[];
  inDoubtMarkers: string[];
  lock: LockStatus | null;
  frames: number;
  chainHead?: string;
  /** A torn tail the next run will cut off. */
  tornTail: boolean;
  error?: string;
}

export interface SharedMarkerStatus extends Omit<MarkerStatus, 'state'> {
  state: MarkerView['state'] | 'unreadable';
  lock: LockStatus | null;
  error?: string;
}

export interface RunsStatus {
  root: string;
  goals: GoalStatus[];
  /** Dir-scoped markers kept in `<root>/_markers`. */
  markers: SharedMarkerStatus[];
}

/** Reads every goal (and shared marker) under `root` without changing anything. */
export function collectStatus(root: string): RunsStatus {
  const goals: GoalStatus[] = [];
  for (const name of subfolders(root)) {
    if (name === MARKERS_FOLDER) continue;
    goals.push(goalStatus(name, join(root, name)));
  }
  const markersRoot = join(root, MARKERS_FOLDER);
  const markers: SharedMarkerStatus[] = [];
  for (const folder of subfolders(markersRoot)) {
    const dir = join(markersRoot, folder);
    const builder = new RunBuilder();
    try {
      applyFrames(builder, decodeGoalFolder(dir).journal);
    } catch (error) {
      const message = (error as Error).message;
      markers.push({
        name: `(folder ${folder})`,
        state: 'unreadable',
        executions: 0,
        idempotencyKey: '',
        lock: lockStatus(dir),
        error: message,
      });
      continue;
    }
    for (const [name, state] of builder.markers)
      markers.push({ ...markerStatus(markerView(name, state)), lock: lockStatus(dir) });
  }
  return { root, goals, markers };
}

function goalStatus(goalId: string, dir: string): GoalStatus {
  const base: GoalStatus = {
    goalId,
    dir,
    status: 'empty',
    committedSteps: 0,
    failedAttempts: 0,
    markers: [],
    inDoubtMarkers: [],
    lock: lockStatus(dir),
    frames: 0,
    tornTail: false,
  };
  try {
    const { journal, run } = readGoalJournal(dir);
    if (!run) return { ...base, tornTail: journal.torn !== null };
    const markers = run.markers.map(markerStatus);
    return {
      ...base,
      status: run.status,
      runId: run.runId,
      baseCommit: run.git?.commit ?? null,
      createdAt: new Date(run.createdAt).toISOString(),
      ...(run.endedAt !== undefined ? { endedAt: new Date(run.endedAt).toISOString() } : {}),
      committedSteps: run.steps.length,
      failedAttempts: run.failedAttempts.length,
      markers,
      inDoubtMarkers: markers.filter((m) => m.state === 'in-doubt').map((m) => m.name),
      frames: journal.frames.length,
      chainHead: journal.chainHead,
      tornTail: journal.torn !== null,
    };
  } catch (error) {
    return { ...base, status: 'unreadable', error: (error as Error).message };
  }
}

function markerStatus(m: MarkerView): MarkerStatus {
  return {
    name: m.name,
    state: m.state,
    executions: m.executions,
    idempotencyKey: m.idempotencyKey,
  };
}

function lockStatus(dir: string): LockStatus | null {
  try {
    const held = DirLock.inspect(dir);
    if (!held) return null;
    const { owner, alive } = held;
    return { pid: owner.pid, host: owner.host, since: owner.at, alive };
  } catch {
    return null;
  }
}

function subfolders(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((n) => statSync(join(dir, n)).isDirectory()).sort();
}
