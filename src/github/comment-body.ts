/**
 * The sticky comment's text: the body, then a hidden marker that finds it again. GitHub's limit
 * is stated in characters but measured differently per endpoint; 65,536 UTF-8 bytes including the
 * marker satisfies every measurement (action-anchors §2.6).
 */
export const MAX_COMMENT_BYTES = 65536;

const MARKER_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** `<!-- letitloop-action:<id> -->`: one sticky comment per id (default `verdict`). */
export function stickyMarker(id = 'verdict'): string {
  if (!MARKER_ID.test(id))
    throw new Error(`invalid sticky comment id '${id}': use letters, digits, . _ -`);
  return `<!-- letitloop-action:${id} -->`;
}

/** The exact text posted: the body, a blank line, the marker. */
export function stickyCommentText(body: string, marker: string): string {
  return `${body.trimEnd()}\n\n${marker}`;
}

/** UTF-8 bytes left for the body once the marker is added: what a renderer truncates to. */
export function commentBodyBudget(marker = stickyMarker()): number {
  return MAX_COMMENT_BYTES - Buffer.byteLength(stickyCommentText('', marker), 'utf8');
}
