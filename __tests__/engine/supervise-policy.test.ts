import {
  backoffDelayMs,
  classifyExit,
  DEFAULT_RESTART_POLICY,
  exitStatus,
  FailureWindow,
} from '../../src/engine/supervise';

const policy = DEFAULT_RESTART_POLICY;

describe('supervisor policy', () => {
  it('restarts deaths by signal and crash exits; stops on success and deliberate exits', () => {
    expect(classifyExit(null, 'SIGKILL', policy)).toEqual({ restart: true, reason: 'signal' });
    expect(classifyExit(null, 'SIGSEGV', policy)).toEqual({ restart: true, reason: 'signal' });
    expect(classifyExit(137, null, policy)).toEqual({ restart: true, reason: 'crash-exit' });
    expect(classifyExit(0, null, policy)).toEqual({ restart: false, reason: 'success' });
    expect(classifyExit(130, null, policy)).toEqual({ restart: false, reason: 'deliberate' });
    expect(classifyExit(143, null, policy)).toEqual({ restart: false, reason: 'deliberate' });
    expect(classifyExit(null, 'SIGINT', policy)).toEqual({ restart: false, reason: 'deliberate' });
    expect(classifyExit(null, 'SIGTERM', policy)).toEqual({ restart: false, reason: 'deliberate' });
  });

  it('restarts exit 1 by default, and not with restartOn "crash"', () => {
    expect(classifyExit(1, null, policy)).toEqual({ restart: true, reason: 'failure' });
    const crashOnly = { ...policy, restartOn: 'crash' as const };
    expect(classifyExit(1, null, crashOnly)).toEqual({ restart: false, reason: 'failure' });
    expect(classifyExit(137, null, crashOnly)).toEqual({ restart: true, reason: 'crash-exit' });
    expect(classifyExit(null, 'SIGKILL', crashOnly)).toEqual({ restart: true, reason: 'signal' });
    expect(classifyExit(3, null, { ...policy, stopExitCodes: [3] })).toEqual({
      restart: false,
      reason: 'deliberate',
    });
  });

  it('reports a death by signal as 128 + the signal number', () => {
    expect(exitStatus(null, 'SIGKILL')).toBe(137);
    expect(exitStatus(null, 'SIGTERM')).toBe(143);
    expect(exitStatus(null, 'SIGINT')).toBe(130);
    expect(exitStatus(3, null)).toBe(3);
  });

  it('backoff doubles per recent failure up to the cap, before jitter', () => {
    const noJitter = { initialMs: 1000, maxMs: 30_000, multiplier: 2, jitter: 0 };
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelayMs(n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('jitter spreads each delay over ±20 % and reaches both ends', () => {
    const backoff = policy.backoff;
    for (let failures = 1; failures <= 8; failures++) {
      const base = Math.min(1000 * 2 ** (failures - 1), 30_000);
      expect(backoffDelayMs(failures, backoff, () => 0)).toBe(Math.round(base * 0.8));
      expect(backoffDelayMs(failures, backoff, () => 0.5)).toBe(base);
      expect(backoffDelayMs(failures, backoff, () => 0.999999)).toBeCloseTo(base * 1.2, -1);
      const samples = Array.from({ length: 200 }, () => backoffDelayMs(failures, backoff));
      for (const s of samples) {
        expect(s).toBeGreaterThanOrEqual(base * 0.8 - 1);
        expect(s).toBeLessThanOrEqual(base * 1.2 + 1);
      }
      expect(new Set(samples).size).toBeGreaterThan(20);
    }
    // Jittered schedules still grow: the lowest delay of step n+1 is above the highest of step n-1.
    expect(backoffDelayMs(3, backoff, () => 0)).toBeGreaterThan(
      backoffDelayMs(1, backoff, () => 0.999),
    );
  });

  it('counts failures within a sliding window', () => {
    const window = new FailureWindow(60_000);
    expect(window.record(0)).toBe(1);
    expect(window.record(10_000)).toBe(2);
    expect(window.record(59_999)).toBe(3);
    expect(window.record(60_000)).toBe(3); // the failure at 0 has left the window
    expect(window.record(200_000)).toBe(1);
  });
});
