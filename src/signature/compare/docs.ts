import type { DocInfo, ReleaseTag } from '../model';
import type { At, Reporter } from './reporter';

/** A declaration's documentation: its doc comment and whether it is deprecated. */
export interface Documented {
  doc?: DocInfo;
  deprecated?: boolean;
  inheritedTag?: ReleaseTag;
}

/** What a declaration's release tag is: its own, else its container's, else public. */
export function releaseTag(d: Documented): ReleaseTag {
  return d.doc?.releaseTag ?? d.inheritedTag ?? 'public';
}

const releaseRank = { public: 0, beta: 1, alpha: 2, internal: 3 } as const;

/** Doc comment removed, `@deprecated` added, TSDoc release tag narrowed — for one public declaration. */
export function compareDocs(
  r: Reporter,
  symbol: string,
  bd: Documented,
  hd: Documented,
  at: At,
): void {
  const b = bd.doc;
  const h = hd.doc;
  if (!(bd.deprecated || b?.deprecated) && (hd.deprecated || h?.deprecated)) {
    r.add('deprecated-added', symbol, `\`${symbol}\` is now deprecated`, {
      ...at,
      line: h?.line ?? at.line,
    });
  }
  if (b && !h) {
    const what = r.language === 'py' ? 'docstring' : 'doc comment';
    r.add('doc-comment-removed', symbol, `${what} of \`${symbol}\` removed`, {
      ...at,
      oldLine: b.line,
    });
    return;
  }
  if (!h) return;
  const from = releaseTag(bd);
  const to = releaseTag(hd);
  // A tag a member inherits narrowed with its class, which is reported.
  if (r.language === 'ts' && h.releaseTag && releaseRank[to] > releaseRank[from]) {
    // Untagged is public, but the message says which of the two it was.
    const was = (bd.doc?.releaseTag ?? bd.inheritedTag) ? `@${from}` : 'untagged (public)';
    r.add(
      'release-tag-narrowed',
      symbol,
      `release tag of \`${symbol}\` narrowed from ${was} to @${to}`,
      at,
    );
  }
}
