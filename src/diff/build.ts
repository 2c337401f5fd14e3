import type { GitHubApi } from '../github/types';
import { apiChangeSet } from './api';
import { apiContentReader } from './api-content';
import { loadContents, type ContentOptions, type ContentReader } from './content';
import { ChangeSetError } from './errors';
import { markGenerated } from './generated';
import type { EventRefs } from './event';
import { isGitRepository } from './git';
import { gitContentReader } from './git-content';
import { localChangeSet } from './local';
import type { ChangeSet } from './types';

export interface BuildChangeSetOptions {
  refs: EventRefs;
  /** The checkout, when there is one: local git is used when it holds (or can fetch) both commits. */
  repoDir?: string;
  /** The API, used when local git cannot serve the change (no checkout, fork head not fetchable). */
  api?: GitHubApi;
  /** Fetch missing commits from origin. Default true. */
  fetch?: boolean;
  /** Load contents for the files a gate needs. */
  contents?: ContentOptions;
  /** One line when local git could not be used and the API is read instead. */
  onFallback?: (reason: string) => void;
}

/**
 * The change set for the refs of an event: from local git when the checkout can serve it, else
 * from the API (pull requests only), with generated files marked (`linguist-generated` at base)
 * and contents loaded for the wanted files.
 */
export async function buildChangeSet(options: BuildChangeSetOptions): Promise<ChangeSet> {
  const { refs, api } = options;
  let localError: ChangeSetError | undefined;
  if (options.repoDir !== undefined && (await isGitRepository(options.repoDir))) {
    try {
      const changeSet = await localChangeSet({
        repoDir: options.repoDir,
        base: refs.base,
        head: refs.head,
        fetch: options.fetch,
        repository: refs.repository,
        pullNumber: refs.pullNumber,
        expectedFiles: refs.changedFiles,
      });
      const marked = await markGenerated(changeSet, { repoDir: options.repoDir });
      return withContents(marked, gitContentReader(options.repoDir), options.contents);
    } catch (error) {
      if (!(error instanceof ChangeSetError) || error.code !== 'commit-unavailable') throw error;
      localError = error;
    }
  }
  if (api && refs.repository && refs.pullNumber !== undefined) {
    if (localError)
      options.onFallback?.(`${localError.message}; reading the change through the API`);
    const repo = { owner: refs.repository.owner, repo: refs.repository.name };
    const changeSet = await apiChangeSet(api, {
      repo,
      repositoryId: refs.repository.id,
      pullNumber: refs.pullNumber,
      base: refs.base,
      head: refs.head,
    });
    const reader = apiContentReader(api, repo);
    return withContents(await markGenerated(changeSet, { reader }), reader, options.contents);
  }
  throw (
    localError ??
    new ChangeSetError(
      'no-pull-request',
      options.repoDir === undefined
        ? `no checkout and no pull request to read through the API (event '${refs.eventName}')`
        : `${options.repoDir} is not a git repository and the event '${refs.eventName}' is not a pull request`,
    )
  );
}

function withContents(
  changeSet: ChangeSet,
  reader: ContentReader,
  contents: ContentOptions | undefined,
): Promise<ChangeSet> | ChangeSet {
  return contents ? loadContents(changeSet, reader, contents) : changeSet;
}
