import { ChangeSetError, refsFromEvent } from '../../src/diff';
import { examplePayload, pullRequestPayload } from '../support/github-server/payloads';

const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

describe('refsFromEvent', () => {
  it.each(['pull_request', 'pull_request_target'])(
    '%s: base/head from the payload, never GITHUB_SHA',
    (event) => {
      const payload = pullRequestPayload({
        owner: 'acme',
        repo: 'app',
        repoId: 7,
        number: 12,
        base: BASE,
        head: HEAD,
        changedFiles: 3,
      });
      const refs = refsFromEvent(event, payload, { baseRef: 'ignored', headRef: 'ignored' });
      expect(refs).toEqual({
        eventName: event,
        base: BASE,
        head: HEAD,
        repository: { owner: 'acme', name: 'app', id: 7 },
        defaultBranch: 'main',
        pullNumber: 12,
        changedFiles: 3,
        fromFork: false,
      });
    },
  );

  it('flags a fork PR, and a PR whose head repository was deleted', () => {
    const fork = pullRequestPayload({
      owner: 'acme',
      repo: 'app',
      number: 1,
      base: BASE,
      head: HEAD,
      forkOwner: 'mallory',
    });
    expect(refsFromEvent('pull_request_target', fork).fromFork).toBe(true);
    fork.pull_request.head.repo = null;
    expect(refsFromEvent('pull_request', fork).fromFork).toBe(true);
  });

  it('merge_group: base_sha/head_sha of the real example payload', () => {
    const payload = examplePayload('merge_group');
    const refs = refsFromEvent('merge_group', payload);
    expect(refs.base).toBe(payload.merge_group.base_sha);
    expect(refs.head).toBe(payload.merge_group.head_sha);
    expect(refs.pullNumber).toBeUndefined();
  });

  it('push: before/after; a new branch (zero before) needs base-ref', () => {
    const payload = examplePayload('push');
    payload.before = BASE;
    payload.after = HEAD;
    expect(refsFromEvent('push', payload)).toMatchObject({ base: BASE, head: HEAD });
    expect(refsFromEvent('push', payload, { baseRef: 'main' })).toMatchObject({
      base: 'main',
      head: HEAD,
    });
    payload.before = '0'.repeat(40);
    expect(() => refsFromEvent('push', payload)).toThrow(
      /push event has no base\/head commit.*set base-ref/,
    );
  });

  it('workflow_dispatch: inputs from the action or the dispatch; head defaults to the checkout', () => {
    const payload = examplePayload('workflow_dispatch');
    expect(refsFromEvent('workflow_dispatch', payload, { baseRef: 'v1.0.0' })).toMatchObject({
      base: 'v1.0.0',
      head: 'HEAD',
    });
    payload.inputs = { 'base-ref': 'main', 'head-ref': 'topic' };
    expect(refsFromEvent('workflow_dispatch', payload)).toMatchObject({
      base: 'main',
      head: 'topic',
    });
    payload.inputs = {};
    expect(() => refsFromEvent('workflow_dispatch', payload)).toThrow(ChangeSetError);
  });

  it('other events: only with both inputs; a distinct error code otherwise', () => {
    expect(refsFromEvent('schedule', {}, { baseRef: 'main', headRef: 'HEAD' })).toMatchObject({
      base: 'main',
      head: 'HEAD',
    });
    try {
      refsFromEvent('issues', {});
      throw new Error('expected an error');
    } catch (error) {
      expect(error).toBeInstanceOf(ChangeSetError);
      expect((error as ChangeSetError).code).toBe('unsupported-event');
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('missing SHAs in a PR payload and option-like refs are refused', () => {
    const payload = pullRequestPayload({
      owner: 'acme',
      repo: 'app',
      number: 1,
      base: BASE,
      head: HEAD,
    });
    delete payload.pull_request.head.sha;
    expect(() => refsFromEvent('pull_request', payload)).toThrow(
      /pull_request event has no base\/head/,
    );
    expect(() =>
      refsFromEvent('schedule', {}, { baseRef: '--upload-pack=evil', headRef: 'HEAD' }),
    ).toThrow(/invalid git ref/);
  });
});
