/** The fake GitHub REST server and its helpers, for the API and end-to-end tests. */
export { FakeGitHub, type FakeGitHubOptions } from './fake-github';
export {
  ACTIONS_BOT,
  type Fault,
  type FakePull,
  type FakeRepo,
  type RequestRecord,
  type StoredComment,
  type Viewer,
  type Violation,
} from './model';
export type { FileRow } from './git-backend';
export {
  examplePayload,
  pullRequestPayload,
  writeEventFile,
  type PullRequestPayloadOptions,
} from './payloads';
export { TempRepo } from './temp-repo';
