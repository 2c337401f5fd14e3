import { commentBodyBudget } from '../github/comment-body';
import { postStickyComment } from '../github/sticky';
import type { GitHubApi } from '../github/types';
import { renderComment } from '../report/comment';
import type { ActionSetup } from './action-setup';
import type { RunJournal } from './journal';
import { toRunReport } from './run-report';
import type { ActionToolkit } from './toolkit';
import type { Verification } from './verify';

/**
 * Posts (or updates) the sticky PR comment inside an atomic marker, so a resumed run never posts
 * twice. A fork PR under `pull_request` or a 403 is a warning and a note, never a failure.
 */
export async function postVerdictComment(
  toolkit: ActionToolkit,
  setup: ActionSetup,
  verification: Verification,
  api: GitHubApi | undefined,
  journal: RunJournal,
  notes: string[],
): Promise<string | undefined> {
  const { refs, redactor } = setup;
  const skip = (why: string) => {
    notes.push(`No PR comment: ${why}.`);
    return undefined;
  };
  if (!verification.config.postComment) return skip('`post-comment` is false');
  if (refs.pullNumber === undefined || !refs.repository) {
    return skip(`the ${refs.eventName} event is not a pull request`);
  }
  if (!api) return skip('no `github-token`');
  if (refs.fromFork && refs.eventName === 'pull_request') {
    const why =
      'this is a fork PR under `pull_request`, whose token cannot comment; the verdict is in this summary (see the README for the `pull_request_target` set-up)';
    toolkit.warning(`letitloop: ${why}`);
    return skip(why);
  }
  const report = toRunReport(verification, {
    ...(setup.runUrl ? { summaryUrl: setup.runUrl } : {}),
    artifacts: {},
  });
  const body = renderComment(report, redactor, commentBodyBudget());
  const target = {
    repo: { owner: refs.repository.owner, repo: refs.repository.name },
    issueNumber: refs.pullNumber,
  };
  const result = await journal.marker('post-comment', () => postStickyComment(api, target, body));
  if (result.outcome === 'cannot-comment') {
    const why = `GitHub answered ${result.status} when commenting (${redactor.redact(result.message)}); grant \`pull-requests: write\``;
    toolkit.warning(`letitloop: ${why}`);
    return skip(why);
  }
  if (result.outcome === 'too-large') {
    toolkit.warning(`letitloop: the comment is ${result.bytes} bytes, over ${result.limit}`);
    return skip('the comment was too large');
  }
  for (const note of result.notes) toolkit.info(redactor.redact(note));
  toolkit.info(`PR comment ${result.outcome}: ${result.url}`);
  return result.url;
}
