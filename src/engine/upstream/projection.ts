import { pyToPlain } from './pycanonical';
import { isPyDict, PyFloat, PyInt, type PyDict, type PyJson } from './pyjson';

/** The upstream engine's 22 task states (reference §1.4). */
export const UPSTREAM_STATES = [
  'DRAFTED',
  'PREFLIGHT_RUNNING',
  'PREFLIGHT_FAILED',
  'BLOCKED',
  'READY',
  'WORKING',
  'VERIFYING',
  'VERIFICATION_FAILED',
  'RETRY_PENDING',
  'CRASHED',
  'ESCALATED',
  'VERIFIED',
  'QC_RUNNING',
  'QC_REJECTED',
  'QC_INSUFFICIENT_EVIDENCE',
  'QC_CONDITIONAL_PASS',
  'QC_PASSED',
  'COMPLETE',
  'FORCE_COMPLETE',
  'DEGRADED_PASS',
  'PAUSED',
  'CANCELLED',
] as const;

const TERMINAL = new Set([
  'COMPLETE',
  'FORCE_COMPLETE',
  'DEGRADED_PASS',
  'ESCALATED',
  'BLOCKED',
  'CANCELLED',
]);
const COMPLETED = new Set(['COMPLETE', 'FORCE_COMPLETE', 'DEGRADED_PASS']);
const QC_FAILED = ['RETRY_PENDING', 'FORCE_COMPLETE', 'ESCALATED', 'CANCELLED'];

const LEGAL: Record<string, readonly string[]> = {
  DRAFTED: ['PREFLIGHT_RUNNING', 'RETRY_PENDING', 'CANCELLED'],
  PREFLIGHT_RUNNING: ['PREFLIGHT_FAILED', 'READY', 'PAUSED', 'CANCELLED'],
  PREFLIGHT_FAILED: ['BLOCKED', 'PREFLIGHT_RUNNING', 'CANCELLED'],
  BLOCKED: ['PREFLIGHT_RUNNING', 'DRAFTED', 'CANCELLED'],
  READY: ['WORKING', 'PAUSED', 'CANCELLED'],
  WORKING: ['VERIFYING', 'CRASHED', 'PAUSED', 'CANCELLED'],
  VERIFYING: ['VERIFICATION_FAILED', 'VERIFIED', 'PAUSED', 'CANCELLED'],
  VERIFICATION_FAILED: QC_FAILED,
  RETRY_PENDING: ['WORKING', 'ESCALATED', 'QC_REJECTED', 'PAUSED', 'CANCELLED'],
  CRASHED: ['RETRY_PENDING', 'DRAFTED', 'CANCELLED'],
  VERIFIED: ['QC_RUNNING', 'COMPLETE', 'CANCELLED'],
  QC_RUNNING: [
    'QC_REJECTED',
    'QC_INSUFFICIENT_EVIDENCE',
    'QC_CONDITIONAL_PASS',
    'QC_PASSED',
    'PAUSED',
    'CANCELLED',
  ],
  QC_REJECTED: QC_FAILED,
  QC_INSUFFICIENT_EVIDENCE: QC_FAILED,
  QC_CONDITIONAL_PASS: QC_FAILED,
  QC_PASSED: ['COMPLETE', 'DEGRADED_PASS', 'CANCELLED'],
  PAUSED: ['READY', 'DRAFTED', 'CANCELLED'],
};

/** What the upstream engine's state projection holds after replaying the events. */
export interface UpstreamProjection {
  taskId: string | null;
  status: string;
  terminal: boolean;
  attempt: number;
  /** Status changes, in order (INIT, TRANSITION, PAUSE, CANCEL, ESCALATE, FORCE_BLOCK, FORCE_COMPLETE). */
  transitions: Array<{ seq: number; from: string; to: string; reason: string }>;
  evidence: Record<string, string>;
  approaches: string[];
  workerResults: unknown[];
  /** The `data` map; `data.step_outputs` holds the results of `@durable` steps. */
  data: Record<string, unknown>;
}

/** Applies one event to the projection; returns the reason upstream would refuse it, or null. */
export type ApplyEvent = (
  eventType: string,
  payload: PyDict,
  seq: number,
  reason: string,
) => string | null;

/** Mirrors upstream's replay rules; an event it would refuse leaves the projection unchanged. */
export function newProjection(): { projection: UpstreamProjection; apply: ApplyEvent } {
  const p: UpstreamProjection = {
    taskId: null,
    status: 'DRAFTED',
    terminal: false,
    attempt: 1,
    transitions: [],
    evidence: {},
    approaches: [],
    workerResults: [],
    data: {},
  };
  let initialized = false;
  const setStatus = (seq: number, to: string, reason: string): void => {
    p.transitions.push({ seq, from: p.status, to, reason });
    p.status = to;
    p.terminal = TERMINAL.has(to);
  };
  const checkTransition = (to: string): string | null => {
    if ((LEGAL[p.status] ?? []).includes(to)) return null;
    return TERMINAL.has(p.status)
      ? `cannot transition from terminal state ${p.status}`
      : `illegal transition: ${p.status} -> ${to}`;
  };

  const apply: ApplyEvent = (type, payload, seq, reason) => {
    switch (type) {
      case 'INIT': {
        if (initialized) return 'duplicate INIT';
        const status = payload.has('status') ? payload.get('status') : 'DRAFTED';
        if (typeof status !== 'string' || !UPSTREAM_STATES.includes(status as never))
          return 'invalid INIT status';
        const attempt = pyInt(payload.get('attempt') ?? new PyInt(1n));
        if (attempt === null) return 'INIT attempt invalid';
        initialized = true;
        p.attempt = attempt;
        p.approaches = plainList(payload.get('changed_approaches')).map(String);
        p.evidence = plainRecord(payload.get('evidence')) as Record<string, string>;
        p.workerResults = plainList(payload.get('worker_results'));
        p.data = plainRecord(payload.get('data'));
        p.status = status;
        p.terminal = TERMINAL.has(status);
        p.transitions.push({ seq, from: '', to: status, reason: reason || 'state initialized' });
        return null;
      }
      case 'TRANSITION': {
        const to = payload.get('to');
        if (to === undefined) return "TRANSITION payload missing 'to'";
        if (typeof to !== 'string' || !UPSTREAM_STATES.includes(to as never))
          return `unknown target state: ${String(pyToPlain(to))}`;
        const refused = checkTransition(to);
        if (refused) return refused;
        const why = payload.get('reason');
        setStatus(seq, to, typeof why === 'string' ? why : reason);
        return null;
      }
      case 'PAUSE':
      case 'CANCEL': {
        const to = type === 'PAUSE' ? 'PAUSED' : 'CANCELLED';
        const refused = checkTransition(to);
        if (refused) return refused;
        setStatus(seq, to, reason);
        return null;
      }
      case 'ESCALATE':
      case 'FORCE_BLOCK': {
        const verb = type === 'ESCALATE' ? 'force-escalate' : 'force-block';
        if (COMPLETED.has(p.status)) return `cannot ${verb} a ${p.status} task`;
        p.data[type === 'ESCALATE' ? 'escalation_reason' : 'block_reason'] = reason;
        setStatus(seq, type === 'ESCALATE' ? 'ESCALATED' : 'BLOCKED', reason);
        return null;
      }
      case 'FORCE_COMPLETE':
        p.data.force_complete = pyToPlain(payload);
        setStatus(seq, 'FORCE_COMPLETE', reason);
        return null;
      case 'ATTEMPT_INCREMENT': {
        const delta = pyInt(payload.get('delta') ?? new PyInt(1n));
        if (delta === null) return 'ATTEMPT_INCREMENT delta invalid';
        if (p.attempt + delta < 1) return 'attempt invalid after increment';
        p.attempt += delta;
        return null;
      }
      case 'APPROACH_RECORDED': {
        const description = payload.get('description');
        p.approaches.push(
          typeof description === 'string' ? description : String(pyToPlain(description ?? '')),
        );
        return null;
      }
      case 'EVIDENCE_ADD': {
        const key = payload.get('key');
        const path = payload.get('path');
        if (key === undefined || path === undefined)
          return "EVIDENCE_ADD payload missing 'key' or 'path'";
        p.evidence[String(pyToPlain(key))] = String(pyToPlain(path));
        return null;
      }
      case 'WORKER_RESULT_ADD':
      case 'RETRY_METADATA_ADD': {
        const field = type === 'WORKER_RESULT_ADD' ? 'result' : 'metadata';
        if (!payload.has(field)) return `${type} payload missing '${field}'`;
        const value = pyToPlain(payload.get(field)!);
        if (type === 'WORKER_RESULT_ADD') p.workerResults.push(value);
        else ((p.data.retry_metadata ??= []) as unknown[]).push(value);
        return null;
      }
      case 'WORKER_RESULT_PATCH': {
        const index = pyInt(payload.get('index') ?? null);
        if (index === null || !payload.has('result'))
          return "WORKER_RESULT_PATCH payload missing or invalid 'index' or 'result'";
        if (index < 0 || index >= p.workerResults.length)
          return `WORKER_RESULT_PATCH index ${index} out of range`;
        p.workerResults[index] = pyToPlain(payload.get('result')!);
        return null;
      }
      case 'DATA_PATCH': {
        const patch = payload.get('patch') ?? new Map();
        if (!isPyDict(patch)) return 'DATA_PATCH patch must be dict';
        for (const [key, value] of patch) {
          // The writer's deletion sentinel. Upstream's own replay stores it as a value (a known
          // upstream bug); the projection follows what the writer meant and what it held live.
          if (isDeleteSentinel(value)) delete p.data[key];
          else
            Object.defineProperty(p.data, key, {
              value: pyToPlain(value),
              enumerable: true,
              writable: true,
              configurable: true,
            });
        }
        return null;
      }
      default:
        return `unknown event_type: ${type}`;
    }
  };
  return { projection: p, apply };
}

function isDeleteSentinel(value: PyJson): boolean {
  return isPyDict(value) && value.size === 1 && value.get('__delete__') === true;
}

/** Python's int(x) for the values upstream feeds it: ints, floats (truncated), numeric strings. */
function pyInt(value: PyJson): number | null {
  if (value instanceof PyInt) return Number(value.value);
  if (value instanceof PyFloat)
    return Number.isFinite(value.value) ? Math.trunc(value.value) : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && /^\s*[+-]?\d+(_\d+)*\s*$/.test(value))
    return Number(value.replaceAll('_', ''));
  return null;
}

function plainList(value: PyJson | undefined): unknown[] {
  const plain = value === undefined ? [] : pyToPlain(value);
  return Array.isArray(plain) ? plain : [];
}

function plainRecord(value: PyJson | undefined): Record<string, unknown> {
  return isPyDict(value) ? (pyToPlain(value) as Record<string, unknown>) : {};
}
