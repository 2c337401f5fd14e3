import { ChangeSetError } from './errors';

/** The `base-ref`/`head-ref` action inputs (or `lil verify --base/--head`). */
export interface EventRefInputs {
  baseRef?: string;
  headRef?: string;
}

/** What the triggering event says about the change to verify. */
export interface EventRefs {
  eventName: string;
  /** Base commit SHA (from the payload) or a ref given as input; resolve it with git before use. */
  base: string;
  /** Head commit SHA (from the payload) or a ref given as input. Never `GITHUB_SHA` for a PR. */
  head: string;
  repository?: { owner: string; name: string; id?: number };
  pullNumber?: number;
  /** The PR's `changed_files`, to cross-check the file list. */
  changedFiles?: number;
  /** True when the PR's head repository is not the base repository (or is gone). */
  fromFork?: boolean;
  defaultBranch?: string;
}

type Json = Record<string, unknown>;

const ZERO_SHA = /^0+$/;
const PULL_EVENTS = new Set(['pull_request', 'pull_request_target']);

/**
 * Base and head of the change from the event payload: `pull_request`/`pull_request_target` use
 * `pull_request.base.sha`/`head.sha`, `merge_group` its `base_sha`/`head_sha`, `push` its
 * `before`/`after`. For events that are not a PR or merge group, the `base-ref`/`head-ref` inputs
 * win (and `workflow_dispatch` also reads them from its own inputs). Pure: no environment reads.
 */
export function refsFromEvent(
  eventName: string,
  payload: unknown,
  inputs: EventRefInputs = {},
): EventRefs {
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
  const baseInput =
    inputs.baseRef || str(dispatched['base-ref']) || str(dispatched.base_ref) || undefined;
  const headInput =
    inputs.headRef || str(dispatched['head-ref']) || str(dispatched.head_ref) || undefined;
  if (eventName === 'push') {
    const before = str(event.before);
    const after = str(event.after);
    return {
      ...common,
      ...requireRefs(
        eventName,
        baseInput ?? (before && !ZERO_SHA.test(before) ? before : undefined),
        headInput ?? (after && !ZERO_SHA.test(after) ? after : undefined),
        'before/after (a new or deleted branch has none: set base-ref)',
      ),
    };
  }
  if (eventName === 'workflow_dispatch' || (baseInput && headInput)) {
    // The head of a manual run is the checked-out commit unless head-ref says otherwise.
    return { ...common, ...requireRefs(eventName, baseInput, headInput ?? 'HEAD', 'base-ref') };
  }
  throw new ChangeSetError(
    'unsupported-event',
    `event '${eventName}' has no change to verify: use pull_request, pull_request_target, merge_group, push or workflow_dispatch, or set base-ref and head-ref`,
  );
}

function requireRefs(
  eventName: string,
  base: string | undefined,
  head: string | undefined,
  where: string,
): { base: string; head: string } {
  if (!base || !head) {
    throw new ChangeSetError(
      'missing-refs',
      `the ${eventName} event has no base/head commit (${where}); set the base-ref and head-ref inputs`,
    );
  }
  for (const ref of [base, head]) {
    // A ref is handed to git: never let it be read as an option.
    if (ref.startsWith('-') || /[\s\0]/.test(ref)) {
      throw new ChangeSetError(
        'missing-refs',
        `invalid git ref '${ref}' in the ${eventName} event`,
      );
    }
  }
  return { base, head };
}

function repositoryOf(event: Json): Pick<EventRefs, 'repository' | 'defaultBranch'> {
  const repo = asObject(event.repository);
  const owner = str(asObject(repo.owner).login);
  const name = str(repo.name);
  if (!owner || !name) return {};
  return {
    repository: { owner, name, id: num(repo.id) },
    defaultBranch: str(repo.default_branch),
  };
}

function asObject(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}
function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
