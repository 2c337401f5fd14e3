/**
 * Git's wildmatch (the glob of `.gitignore` and `.gitattributes` patterns) as a RegExp. With
 * `pathname` (WM_PATHNAME) `*`, `?` and `[...]` never match `/`, and a `**` that fills a whole
 * path component spans folders: leading, any folder; trailing, everything inside; between two
 * slashes, zero or more folders. Braces and extglobs are literal, as in git. A malformed pattern
 * (an unclosed `[`, a trailing backslash, an unknown `[:class:]`) matches nothing: git aborts on it.
 */
export function wildmatchRegExp(pattern: string, pathname: boolean): RegExp | undefined {
  const any = pathname ? '[^/]' : '.';
  let source = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') {
      if (i + 1 >= pattern.length) return undefined;
      source += escapeChar(pattern[i + 1]!);
      i += 2;
    } else if (c === '?') {
      source += any;
      i++;
    } else if (c === '*') {
      let end = i;
      while (pattern[end] === '*') end++;
      const spansFolders =
        pathname &&
        end - i >= 2 &&
        (i === 0 || pattern[i - 1] === '/') &&
        (end === pattern.length || pattern[end] === '/');
      if (!spansFolders) source += `${any}*`;
      else if (end === pattern.length) source += '.*';
      else {
        source += '(?:.*/)?';
        end++; // the `/` after `**` belongs to the optional folders
      }
      i = end;
    } else if (c === '[') {
      const bracket = readBracket(pattern, i + 1, pathname);
      if (!bracket) return undefined;
      source += bracket.source;
      i = bracket.end;
    } else {
      source += escapeChar(c);
      i++;
    }
  }
  return new RegExp(`^${source}$`, 's');
}

const CLASSES: Record<string, string> = {
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '\\x21-\\x7e',
  lower: 'a-z',
  print: '\\x20-\\x7e',
  punct: '!-\\/:-@\\[-`{-~',
  space: ' \\t\\n\\r\\f\\v',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f',
};

/** `[...]` from just after the `[`: `!`/`^` negates, a leading `]` is literal, ranges, classes. */
function readBracket(
  pattern: string,
  start: number,
  pathname: boolean,
): { source: string; end: number } | undefined {
  let i = start;
  const negate = pattern[i] === '!' || pattern[i] === '^';
  if (negate) i++;
  let body = '';
  for (let first = true; ; first = false) {
    if (i >= pattern.length) return undefined;
    let ch = pattern[i]!;
    if (ch === ']' && !first) {
      i++;
      break;
    }
    if (ch === '[' && pattern[i + 1] === ':') {
      const close = pattern.indexOf(':]', i + 2);
      const set = close < 0 ? undefined : CLASSES[pattern.slice(i + 2, close)];
      if (set === undefined) return undefined;
      body += set;
      i = close + 2;
      continue;
    }
    if (ch === '\\') {
      if (++i >= pattern.length) return undefined;
      ch = pattern[i]!;
    }
    i++;
    if (pattern[i] === '-' && i + 1 < pattern.length && pattern[i + 1] !== ']') {
      let high = pattern[i + 1]!;
      i += 2;
      if (high === '\\') {
        if (i >= pattern.length) return undefined;
        high = pattern[i++]!;
      }
      // A reversed range matches nothing in git; in a RegExp it would be a syntax error.
      if (ch <= high) body += `${escapeInClass(ch)}-${escapeInClass(high)}`;
      continue;
    }
    body += escapeInClass(ch);
  }
  if (negate) return { source: `[^${body}${pathname ? '/' : ''}]`, end: i };
  if (body === '') return { source: '(?!)', end: i };
  return { source: pathname ? `(?!/)[${body}]` : `[${body}]`, end: i };
}

function escapeChar(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}

function escapeInClass(c: string): string {
  return /[\\\]^[-]/.test(c) ? `\\${c}` : c;
}
