/** The change set between base and head: from local git or from the GitHub API. */
export type { ChangeSet, ChangedFile, ChangeStatus } from './types';
export { ChangeSetError, type ChangeSetErrorCode } from './errors';
export { refsFromEvent, type EventRefs, type EventRefInputs } from './event';
export { buildChangeSet, type BuildChangeSetOptions } from './build';
export { localChangeSet, type LocalChangeSetOptions } from './local';
export { apiChangeSet, API_FILE_CAP, type ApiChangeSetOptions } from './api';
export {
  loadContents,
  looksBinary,
  DEFAULT_MAX_CONTENT_BYTES,
  type ContentOptions,
  type ContentPredicate,
  type ContentReader,
} from './content';
export { gitContentReader } from './git-content';
export { apiContentReader } from './api-content';
export { dryRunRefs, type DryRunRefs } from './dryrun';
export { markGenerated, isGenerated, GENERATED_ATTRIBUTE, type AttributeSource } from './generated';
export { attributeLookup, type AttributesFile, type AttributeState } from './attributes';
