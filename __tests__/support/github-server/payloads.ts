import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import examples from '@octokit/webhooks-examples';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A deep copy of a real webhook example payload from `@octokit/webhooks-examples`. */
export function examplePayload(event: string, action?: string): Json {
  const entry = examples.find((e) => e.name === event);
  const payload = entry?.examples.find((p) => !action || (p as Json).action === action);
  if (!payload) throw new Error(`no webhook example for ${event}${action ? `.${action}` : ''}`);
  return structuredClone(payload) as Json;
}

export interface PullRequestPayloadOptions {
  owner: string;
  repo: string;
  repoId?: number;
  number: number;
  base: string;
  head: string;
  baseRef?: string;
  headRef?: string;
  changedFiles?: number;
  /** The head lives in a fork (`<forkOwner>/<repo>`). */
  forkOwner?: string;
  action?: 'opened' | 'synchronize' | 'reopened';
}

/**
 * A real `pull_request` example payload adjusted to a test repository: every mention of the
 * example's repository is renamed, and base/head SHAs, refs, number and file count are set.
 */
export function pullRequestPayload(options: PullRequestPayloadOptions): Json {
  const original = examplePayload('pull_request', options.action ?? 'opened');
  const from = original.repository.full_name as string;
  const [fromOwner] = from.split('/') as [string];
  const to = `${options.owner}/${options.repo}`;
  const payload = JSON.parse(
    JSON.stringify(original)
      .split(from)
      .join(to)
      .split(`"login":"${fromOwner}"`)
      .join(`"login":"${options.owner}"`),
  ) as Json;
  payload.action = options.action ?? 'opened';
  payload.number = options.number;
  payload.repository.name = options.repo;
  payload.repository.id = options.repoId ?? payload.repository.id;
  payload.repository.default_branch = options.baseRef ?? 'main';
  const pull = payload.pull_request;
  pull.number = options.number;
  pull.changed_files = options.changedFiles ?? pull.changed_files;
  pull.base.sha = options.base;
  pull.base.ref = options.baseRef ?? 'main';
  pull.base.label = `${options.owner}:${pull.base.ref}`;
  pull.base.repo = payload.repository;
  pull.head.sha = options.head;
  pull.head.ref = options.headRef ?? 'feature';
  const headOwner = options.forkOwner ?? options.owner;
  pull.head.label = `${headOwner}:${pull.head.ref}`;
  pull.head.repo = {
    ...payload.repository,
    full_name: `${headOwner}/${options.repo}`,
    owner: { ...payload.repository.owner, login: headOwner },
    fork: options.forkOwner !== undefined,
  };
  return payload;
}

/** Writes a payload where `GITHUB_EVENT_PATH` can point; returns the path. */
export function writeEventFile(dir: string, payload: Json, name = 'event.json'): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(payload));
  return path;
}
