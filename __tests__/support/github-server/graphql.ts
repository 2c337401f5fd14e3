import type { StoredComment } from './model';

/** The one GraphQL query the action sends (not part of the REST description): minimized state. */
const MINIMIZED_QUERY =
  'query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id isMinimized } } }';

const normalize = (query: string) => query.replace(/\s+/g, ' ').trim();

/** Answers the minimized-comments query from stored comments; anything else is a violation. */
export function answerGraphql(
  body: unknown,
  comments: Iterable<StoredComment>,
): { problems: string[]; data?: unknown } {
  const request = body as { query?: unknown; variables?: { ids?: unknown } } | undefined;
  if (typeof request?.query !== 'string')
    return { problems: ['graphql: body.query must be a string'] };
  if (normalize(request.query) !== normalize(MINIMIZED_QUERY)) {
    return { problems: [`graphql: unsupported query: ${normalize(request.query).slice(0, 120)}`] };
  }
  const ids = request.variables?.ids;
  if (!Array.isArray(ids) || ids.length > 100 || !ids.every((id) => typeof id === 'string')) {
    return { problems: ['graphql: variables.ids must be at most 100 strings'] };
  }
  const byNode = new Map([...comments].map((c) => [c.nodeId, c]));
  const nodes = ids.map((id) => {
    const comment = byNode.get(id);
    return comment ? { id, isMinimized: comment.minimized } : null;
  });
  return { problems: [], data: { data: { nodes } } };
}
