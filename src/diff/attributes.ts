import { wildmatchRegExp } from './wildmatch';

/** An attribute's state for a path, spelled as `git check-attr` prints it (or its value). */
export type AttributeState = string;

/** One `.gitattributes` file of a commit. */
export interface AttributesFile {
  /** Repository-relative path, e.g. `.gitattributes` or `web/.gitattributes`. */
  path: string;
  text: string;
}

interface Rule {
  /** The folder of the file the rule is in (`''` for the root); it applies to paths below it. */
  folder: string;
  matches(relative: string): boolean;
  state: AttributeState;
}

/**
 * One attribute of paths by `.gitattributes` files read as text, for where only file contents are
 * at hand (the API; local git asks `git check-attr`, and a test holds the two equal). As
 * gitattributes(5): a pattern without `/` matches the file name at any depth below its file's
 * folder, one with `/` the path relative to that folder; a trailing `/` matches folders only (so
 * no file), a folder's pattern does not cover what is inside it, `!pattern` is refused; a later
 * line wins over an earlier one, a deeper file over a shallower one. Not read: macros
 * (`[attr]name`) and attributes outside the tree (`$GIT_DIR/info/attributes`, `core.attributesFile`).
 */
export function attributeLookup(
  files: readonly AttributesFile[],
  name: string,
): (path: string) => AttributeState {
  const depth = (p: string) => p.split('/').length;
  const rules = [...files]
    .sort((a, b) => depth(a.path) - depth(b.path))
    .flatMap((file) => rulesOf(file, name));
  return (path) => {
    let state: AttributeState = 'unspecified';
    for (const rule of rules) {
      if (rule.folder !== '' && !path.startsWith(`${rule.folder}/`)) continue;
      if (rule.matches(rule.folder === '' ? path : path.slice(rule.folder.length + 1)))
        state = rule.state;
    }
    return state;
  };
}

/** Git's own blank characters in attribute lines. */
const BLANK = /[ \t\r\n]+/;

function rulesOf(file: AttributesFile, name: string): Rule[] {
  const slash = file.path.lastIndexOf('/');
  const folder = slash < 0 ? '' : file.path.slice(0, slash);
  const rules: Rule[] = [];
  for (const raw of file.text.split('\n')) {
    const line = raw.replace(/^[ \t\r\n]+/, '');
    if (line === '' || line.startsWith('#')) continue;
    const split = splitPattern(line);
    if (!split || split.pattern.startsWith('[attr]') || split.pattern.startsWith('!')) continue;
    let state: AttributeState | undefined;
    for (const token of split.rest.split(BLANK)) {
      if (token === name) state = 'set';
      else if (token === `-${name}`) state = 'unset';
      else if (token === `!${name}`) state = 'unspecified';
      else if (token.startsWith(`${name}=`)) state = token.slice(name.length + 1);
    }
    const matches = state === undefined ? undefined : matcherOf(split.pattern);
    if (matches) rules.push({ folder, matches, state: state! });
  }
  return rules;
}

/** The pattern (C-quoted when it starts with `"`) and the attributes after it. */
function splitPattern(line: string): { pattern: string; rest: string } | undefined {
  if (line.startsWith('"')) {
    const quoted = unquoteC(line);
    return quoted && { pattern: quoted.value, rest: line.slice(quoted.end) };
  }
  const end = line.search(BLANK);
  return end < 0
    ? { pattern: line, rest: '' }
    : { pattern: line.slice(0, end), rest: line.slice(end) };
}

/** A pattern's test of a path relative to its file's folder; undefined when it matches no file. */
function matcherOf(pattern: string): ((relative: string) => boolean) | undefined {
  if (pattern.endsWith('/')) return undefined; // folders only
  const anchored = pattern.startsWith('/') ? pattern.slice(1) : pattern;
  if (!pattern.includes('/')) {
    const re = wildmatchRegExp(pattern, false);
    return re && ((relative) => re.test(relative.slice(relative.lastIndexOf('/') + 1)));
  }
  const re = wildmatchRegExp(anchored, true);
  return re && ((relative) => re.test(relative));
}

const ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  f: 12,
  n: 10,
  r: 13,
  t: 9,
  v: 11,
  '\\': 92,
  '"': 34,
};

const PLAIN = /[^"\\]+/y;

/** Git's C-style quoting (`"a\tb\303\251"`): the bytes as UTF-8 text, and where the quote ends. */
function unquoteC(text: string): { value: string; end: number } | undefined {
  const bytes: number[] = [];
  for (let i = 1; i < text.length; i++) {
    PLAIN.lastIndex = i;
    const plain = PLAIN.exec(text)?.[0];
    if (plain) {
      bytes.push(...Buffer.from(plain, 'utf8'));
      i += plain.length - 1;
      continue;
    }
    if (text[i] === '"') return { value: Buffer.from(bytes).toString('utf8'), end: i + 1 };
    const next = text[++i];
    if (next === undefined) return undefined;
    if (next in ESCAPES) bytes.push(ESCAPES[next]!);
    else if (/^[0-3][0-7]{2}$/.test(text.slice(i, i + 3))) {
      bytes.push(parseInt(text.slice(i, i + 3), 8));
      i += 2;
    } else return undefined;
  }
  return undefined;
}
