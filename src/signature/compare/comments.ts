import type { CommentInventory, CommentRecord } from '../model';
import { directiveParts } from '../comments';
import type { Reporter } from './reporter';

/** A file must have had at least this many comments before a drop in its comment share counts. */
const DENSITY_MIN_COMMENTS = 3;
const DENSITY_DROP = 0.5;

/**
 * Removed comments. Comments are matched as a multiset of normalized texts, so re-wrapping,
 * re-indenting and moving keep them. A comment whose text changed but whose anchor (the code it
 * sits on) or most words remain counts as edited, not removed. Comments whose code was deleted
 * with them are not findings.
 */
export function compareComments(r: Reporter, base: CommentInventory, head: CommentInventory): void {
  const headTexts = new Map<string, number>();
  for (const c of head.records) headTexts.set(c.text, (headTexts.get(c.text) ?? 0) + 1);
  const take = (text: string) => {
    const n = headTexts.get(text) ?? 0;
    if (n === 0) return false;
    headTexts.set(text, n - 1);
    return true;
  };
  const unmatched: CommentRecord[] = [];
  for (const c of base.records) {
    if (take(c.text)) continue;
    // A public declaration's doc comment is reported per declaration (doc-comment-removed), so
    // whether it is lost need not be known (unless it is a license header or a directive).
    if (c.publicDoc && c.cls !== 'license' && c.cls !== 'directive') continue;
    unmatched.push(c);
  }
  // A comment block split or joined by blank lines is still there: look it up in the text of all
  // head comments, in order, too. The tests run cheapest and most often decisive first: on `effect`
  // 98% of the unmatched comments were edited (found by anchor or shared words), so whether their
  // code survives (which needs the head's whole code text) or the stream holds them (a search
  // through all head comments) is rarely asked.
  let inStream: ((text: string) => boolean) | undefined;
  const lost = (c: CommentRecord) => {
    inStream ??= wordSequenceFinder(head.records.map((h) => h.text));
    return !inStream(c.text);
  };
  let matcher: ((c: CommentRecord) => boolean) | undefined;
  const edited = (c: CommentRecord) => {
    matcher ??= editMatcher(head.records.filter((h) => (headTexts.get(h.text) ?? 0) > 0));
    return matcher(c);
  };
  // A directive whose reason or options alone changed, or that lists more rules, on the same code
  // (a file-scope one anywhere): `@ts-ignore: reason`, `eslint-disable a` → `eslint-disable a, b`.
  let headDirectives: { anchor: string; keyword: string; names: string[] }[] | undefined;
  const stillThere = (c: CommentRecord) => {
    headDirectives ??= head.records
      .filter((h) => h.cls === 'directive')
      .map((h) => ({ anchor: h.anchor, ...directiveParts(h.text) }));
    const was = directiveParts(c.text);
    return headDirectives.some(
      (now) =>
        now.keyword === was.keyword &&
        (c.fileScope || now.anchor === c.anchor) &&
        was.names.every((n) => now.names.includes(n)),
    );
  };
  const survives = (c: CommentRecord) => c.anchor === '' || head.code.includes(c.anchor);
  const at = (c: CommentRecord) => ({ oldLine: c.line });
  // A drop in the comment share replaces the single removed comments.
  const dropped = densityDropped(base, head);

  const plain: CommentRecord[] = [];
  for (const c of unmatched) {
    if (c.cls === 'license') {
      if (!lost(c)) continue;
      const stamped = unstamped(c.text);
      const licenses = head.records.filter((x) => x.cls === 'license');
      // A header whose only change is its years (a copyright range extended) or a version number
      // (a release banner) is the same header; so is one whose copyright and license statements
      // all stand in a head header (its description reworded).
      if (licenses.some((x) => unstamped(x.text) === stamped)) continue;
      const statements = licenseStatements(stamped);
      const headStatements = licenses.map((x) => unstamped(x.text));
      if (
        statements.length > 0 &&
        statements.every((s) => headStatements.some((h) => h.includes(s)))
      )
        continue;
      const replaced = closest(c, licenses);
      const how = replaced ? `changed to "${clip(replaced.text)}"` : 'removed';
      r.add('license-header-removed', undefined, `license header "${clip(c.text)}" ${how}`, {
        ...at(c),
        ...(replaced ? { line: replaced.line } : {}),
      });
    } else if (c.cls === 'directive') {
      // Python 3 reads source as UTF-8: a `utf-8` coding cookie says nothing.
      if (r.language === 'py' && UTF8_COOKIE.test(c.text)) continue;
      if ((c.fileScope || survives(c)) && lost(c) && !stillThere(c)) {
        r.add(
          'directive-comment-removed',
          undefined,
          `directive comment "${clip(c.text)}" removed`,
          at(c),
        );
      }
    } else if (!dropped && !edited(c) && survives(c) && lost(c)) {
      plain.push(c);
    }
  }
  if (dropped) {
    const ratio = (inv: CommentInventory) => share(inv).toFixed(2);
    r.add(
      'comment-density-dropped',
      undefined,
      `comment share fell from ${ratio(base)} to ${ratio(head)} (${base.records.length} → ${head.records.length} comments)`,
      { line: 1, oldLine: 1 },
    );
    return;
  }
  for (const c of plain) {
    const todo = c.cls === 'todo';
    r.add(
      'comment-removed',
      undefined,
      `${todo ? 'TODO comment' : 'comment'} "${clip(c.text)}" removed`,
      at(c),
      todo ? 'info' : undefined,
    );
  }
}

/** Years and year lists or ranges (`2012-2023`, `2015, 2016`, `2019–present`). */
const YEARS = /\b(?:19|20)\d\d\b(?:\s*(?:[-–,]|and)\s*(?:(?:19|20)\d\d\b|present\b))*/gi;
/**
 * Release version numbers (`v1.6`, `1.6.0`, `2.0.0-beta.1`); not a license's own version
 * (`GPL-2.0`, `Apache-2.0`), whose change changes the license.
 */
const VERSIONS = /(?<![\w.-])(?:v\d+(?:\.\d+)+|\d+\.\d+\.\d+)(?:-[\w.]+)?/g;

const UTF8_COOKIE = /coding[:=]\s*utf[-_]?8\b/i;

/** The head license sharing the most words with a lost one: what it was most likely edited into. */
function closest(lost: CommentRecord, licenses: CommentRecord[]): CommentRecord | undefined {
  const mine = new Set(words(lost.text));
  let best: CommentRecord | undefined;
  let bestShared = -1;
  for (const l of licenses) {
    const shared = words(l.text).filter((w) => mine.has(w)).length;
    if (shared > bestShared) [best, bestShared] = [l, shared];
  }
  return best;
}

/** A URL's scheme and `www.`: `http://www.python.org/psf/license` moved to `https://` is one link. */
const URL_PREFIX = /\bhttps?:\/\/(?:www\.)?/gi;

/** A license header's text with its years and version numbers each as one mark, links unschemed. */
/** What a header states of copyright and license: each from its keyword to the sentence's end. */
function licenseStatements(text: string): string[] {
  return (text.match(/(\b(copyright|licen[cs]ed?|spdx|all rights reserved)\b|©)[^.;]*/gi) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
}

function unstamped(text: string): string {
  return text.replace(VERSIONS, 'v#').replace(YEARS, '#').replace(URL_PREFIX, '//');
}

/**
 * Whether a text occurs as a run of whole words in the given texts joined by spaces (` ${text} `
 * in the stream: the texts are normalized, single spaces, trimmed). A few look-ups search the
 * stream directly; past about `INDEX_AFTER_SCANS` stream lengths of searching, an index of where
 * each word starts is built (a candidate can only start where its rarest word does), so many
 * look-ups in a long stream stay linear. Both ways give the same answer.
 */
function wordSequenceFinder(texts: string[]): (text: string) => boolean {
  const stream = ` ${texts.join(' ')} `;
  let starts: Map<string, number[]> | undefined;
  let searched = 0;
  return (text) => {
    const needle = ` ${text} `;
    if (text === '' || (!starts && searched < INDEX_AFTER_SCANS * stream.length)) {
      searched += stream.length;
      return stream.includes(needle);
    }
    starts ??= wordStarts(stream);
    // Candidates come from the text's rarest word: where it occurs, minus its offset in the text.
    let best: number[] = [];
    let offset = 0;
    for (let at = 0; at < needle.length - 1;) {
      const end = needle.indexOf(' ', at + 1);
      const found = starts.get(needle.slice(at + 1, end)) ?? [];
      if (at === 0 || found.length < best.length) [best, offset] = [found, at];
      if (found.length === 0) return false;
      at = end;
    }
    return best.some((at) => stream.startsWith(needle, at - offset));
  };
}

/**
 * Stream lengths searched directly before the word index is built. Building it costs about as much
 * as 60 searches of the whole stream (V8's substring search skips ahead; measured on the comments
 * of the `effect` corpus), so this bounds the searching to about half an index's cost.
 */
const INDEX_AFTER_SCANS = 32;

/** Word → offsets of the space before each of its occurrences. */
function wordStarts(stream: string): Map<string, number[]> {
  const starts = new Map<string, number[]>();
  for (let at = 0; at < stream.length - 1;) {
    const end = stream.indexOf(' ', at + 1);
    const word = stream.slice(at + 1, end);
    const list = starts.get(word);
    if (list) list.push(at);
    else starts.set(word, [at]);
    at = end;
  }
  return starts;
}

/**
 * Finds, for a lost comment, an unmatched head comment that is the same comment edited: the same
 * anchor, or at least half of the words shared. An inverted word index keeps this linear.
 */
function editMatcher(head: CommentRecord[]): (c: CommentRecord) => boolean {
  let anchors: Set<string> | undefined;
  let index: { sizes: number[]; byWord: Map<string, number[]> } | undefined;
  const wordIndex = () => {
    const sizes: number[] = [];
    const byWord = new Map<string, number[]>();
    head.forEach((h, i) => {
      const mine = new Set(words(h.text));
      sizes.push(mine.size);
      for (const w of mine) {
        const list = byWord.get(w);
        if (list) list.push(i);
        else byWord.set(w, [i]);
      }
    });
    return { sizes, byWord };
  };
  return (c) => {
    if (c.anchor !== '') {
      anchors ??= new Set(head.map((h) => h.anchor).filter((a) => a !== ''));
      if (anchors.has(c.anchor)) return true;
    }
    // The word index is built only when an anchor does not decide.
    index ??= wordIndex();
    const { sizes, byWord } = index;
    const mine = new Set(words(c.text));
    const shared = new Map<number, number>();
    for (const w of mine)
      for (const i of byWord.get(w) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    for (const [i, n] of shared) if (n / Math.max(mine.size, sizes[i]!) >= 0.5) return true;
    return false;
  };
}

function words(text: string): string[] {
  return text.toLowerCase().split(' ');
}

function share(inv: CommentInventory): number {
  const total = inv.commentChars + inv.codeChars;
  return total === 0 ? 0 : inv.commentChars / total;
}

function densityDropped(base: CommentInventory, head: CommentInventory): boolean {
  if (base.records.length < DENSITY_MIN_COMMENTS) return false;
  if (head.commentChars >= base.commentChars) return false;
  return share(head) < share(base) * DENSITY_DROP;
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
