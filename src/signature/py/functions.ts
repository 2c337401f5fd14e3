import type { Param, ParamKind, Signature, TypeParam, TypeRef } from '../model';
import type { PyNode } from './parser';
import { isLiteral, literalText, stringText } from './scope';

/** Decorators that say how a function is called; they are labels, not `decorator-changed` material. */
export interface DecoratorLabels {
  /** `setter`: `@x.setter`; `part`: `@x.getter` / `@x.deleter`, which change no signature. */
  form: 'method' | 'staticmethod' | 'classmethod' | 'getter' | 'setter' | 'part';
  /** The property a `@x.setter` belongs to. */
  setterOf?: string;
  /** `@cached_property`: a getter whose value an assignment replaces (it is not read-only). */
  settable?: boolean;
  abstract: boolean;
  overload: boolean;
  deprecated: boolean;
  /** `@asyncio.coroutine` / `@types.coroutine`: a generator that is a coroutine function. */
  coroutine: boolean;
  /** `@contextmanager` and the like: the generator is wrapped, what callers get is no generator. */
  wrapsGenerator: boolean;
  /** Every other decorator, normalized. */
  decorators: string[];
}

export function pyText(node: PyNode | null | undefined): string {
  return node ? spaced(node.text) : '';
}

/** A value as compared: a literal's canonical text, any other expression's code. */
export function valueText(node: PyNode): string {
  return isLiteral(node) ? literalText(node) : pyText(node);
}

function spaced(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*([[\](),:=])\s*/g, '$1')
    .replace(/,(?=\S)/g, ', ')
    .trim();
}

export function typeRef(node: PyNode | null | undefined): TypeRef | undefined {
  const text = node ? modern(spaced(unquoted(node))) : '';
  return text ? { text: text.replace(/:(?=\S)/g, ': ') } : undefined;
}

/** typing's aliases of builtin types (PEP 585): `List[int]` is `list[int]`. */
const BUILTIN_ALIASES: Record<string, string> = {
  List: 'list',
  Dict: 'dict',
  Tuple: 'tuple',
  Set: 'set',
  FrozenSet: 'frozenset',
  Type: 'type',
};
const TYPING_NAME = /\b(typing_extensions\.|typing\.)?([A-Z]\w*)(\[)?/g;

/** The names the module being read binds typing to (`import typing as t`), see withTypingAliases. */
let typingAliases: RegExp | undefined;

/**
 * Runs `read` with the module's aliases of `typing` and `typing_extensions` (`import typing as t`,
 * the Pallets projects' style) read as those modules in annotations: `t.Any` is `Any`.
 */
export function withTypingAliases<T>(source: string, read: () => T): T {
  const aliasing = /^[ \t]*import[ \t]+(?:typing|typing_extensions)[ \t]+as[ \t]+(\w+)/gm;
  const names = [...source.matchAll(aliasing)].map((m) => m[1]!);
  const outer = typingAliases;
  typingAliases =
    names.length > 0
      ? new RegExp(`(?<![\\w.])(?:${names.join('|')})\\.(?=[A-Za-z_])`, 'g')
      : undefined;
  try {
    return read();
  } finally {
    typingAliases = outer;
  }
}

/** A text with the module's aliases of typing spelled `typing.` (`t.overload` → `typing.overload`). */
function typingSpelled(text: string): string {
  return typingAliases ? text.replace(typingAliases, 'typing.') : text;
}

/**
 * An annotation as its modern spelling: typing's names without their module (`typing.Iterable`
 * and `Iterable`), builtin generics by their builtin name (bare ones too where `typing.` names
 * them: `typing.Type` is `type`), and `X | Y` spaced alike, so rewriting annotations the way
 * pyupgrade does changes no type.
 */
function modern(written: string): string {
  const text = typingSpelled(written);
  return text
    .replace(
      TYPING_NAME,
      (
        whole,
        module: string | undefined,
        name: string,
        bracket: string | undefined,
        at: number,
      ) => {
        if (at > 0 && text[at - 1] === '.') return whole; // another module's attribute
        const builtin = BUILTIN_ALIASES[name];
        if (builtin && (bracket || module)) return builtin + (bracket ?? '');
        return name + (bracket ?? '');
      },
    )
    .replace(/\s*\|\s*/g, ' | ');
}

const LITERAL = /^(typing\.|typing_extensions\.)?Literal$/;
const QUOTED = /^[rRuU]?("""|'''|"|')(.*)\1$/s;

/**
 * An annotation's text with its forward references unquoted: `"Response"` and `Response` name the
 * same type. Strings in `Literal[...]` are values and stay quoted (`'r'` and `"r"` alike).
 * `Annotated[T, ...]` is `T`: PEP 593 metadata is no part of the type (FastAPI 0.100+ annotates
 * every parameter `Annotated[T, Doc("…")]`).
 */
function unquoted(node: PyNode): string {
  const inner = annotatedType(node);
  if (inner) return unquoted(inner);
  const text = node.text;
  if (node.type === 'string') return QUOTED.exec(text)?.[2] ?? text;
  const annotated = text.includes('Annotated');
  if (!text.includes('"') && !text.includes("'") && !annotated) return text;
  let out = '';
  let at = 0;
  const types = annotated ? ['string', 'generic_type', 'subscript'] : ['string'];
  for (const n of node.descendantsOfType(types)) {
    if (!n) continue;
    const from = n.startIndex - node.startIndex;
    if (from < at) continue;
    let replacement: string;
    if (n.type === 'string') {
      const literal = inLiteral(n, node);
      const quoted = literal ? undefined : QUOTED.exec(n.text);
      if (!literal && !quoted) continue;
      replacement = literal ? stringText(n.text) : quoted![2]!;
    } else {
      const type = annotatedType(n);
      if (!type) continue;
      replacement = unquoted(type);
    }
    out += text.slice(at, from) + replacement;
    at = n.endIndex - node.startIndex;
  }
  return out + text.slice(at);
}

const ANNOTATED = /^(\w+\.)?Annotated$/;

/** The type an `Annotated[T, ...]` node annotates (`T`), or undefined for any other node. */
function annotatedType(n: PyNode): PyNode | undefined {
  // `Annotated[...]` is a generic_type (its name, then its type_parameter), `typing.Annotated[...]`
  // a subscript.
  if (n.type === 'generic_type') {
    const [name, parameters] = n.namedChildren;
    if (!name || !ANNOTATED.test(pyText(name))) return undefined;
    return parameters?.firstNamedChild ?? undefined;
  }
  if (n.type !== 'subscript') return undefined;
  const name = n.childForFieldName('value');
  if (!name || !ANNOTATED.test(pyText(name))) return undefined;
  return n.childrenForFieldName('subscript')[0] ?? undefined;
}

function inLiteral(str: PyNode, annotation: PyNode): boolean {
  // Up to the annotation itself, which is the `Literal[...]` where an alias's value is written.
  for (let n = str.parent; n; n = n.id === annotation.id ? null : n.parent) {
    // `Literal[...]` is a generic_type (its name first), `typing.Literal[...]` a subscript.
    const name =
      n.type === 'generic_type'
        ? n.firstNamedChild
        : n.type === 'subscript'
          ? n.childForFieldName('value')
          : undefined;
    if (name && LITERAL.test(pyText(name))) return true;
  }
  return false;
}

/** Splits a decorator list into labels (staticmethod, property, overload, ...) and the rest. */
export function decoratorLabels(decorators: PyNode[]): DecoratorLabels {
  const out: DecoratorLabels = {
    form: 'method',
    abstract: false,
    overload: false,
    deprecated: false,
    coroutine: false,
    wrapsGenerator: false,
    decorators: [],
  };
  for (const d of decorators) {
    // The decorator's expression: a comment after it on its line (`# noqa`) is a child too.
    const text = pyText(d.namedChildren.find((c) => c !== null && c.type !== 'comment'));
    const bare = typingSpelled(text)
      .replace(/\(.*$/s, '')
      .replace(/^(typing_extensions|typing|abc|functools|warnings|builtins)\./, '');
    if (bare === 'staticmethod') out.form = 'staticmethod';
    else if (bare === 'classmethod') out.form = 'classmethod';
    else if (bare === 'property' || bare === 'cached_property' || bare === 'abstractproperty') {
      out.form = 'getter';
      out.abstract ||= bare === 'abstractproperty';
      if (bare === 'cached_property') out.settable = true;
    } else if (/(?:^|\.)\w+_property$/.test(bare)) {
      // A descriptor named so (`locked_cached_property`, `util.memoized_property`) is read as an
      // attribute, as `cached_property` is (flask 2.2 → 3.1: `Flask.name`'s
      // `@locked_cached_property` → `@cached_property` read as a method made an accessor).
      out.form = 'getter';
      out.settable = true;
    } else if (/^\w+\.setter$/.test(bare)) {
      out.form = 'setter';
      out.setterOf = bare.slice(0, -'.setter'.length);
    } else if (/^\w+\.(getter|deleter)$/.test(bare)) out.form = 'part';
    else if (bare === 'abstractmethod') out.abstract = true;
    else if (bare === 'overload') out.overload = true;
    else if (bare === 'deprecated') out.deprecated = true;
    else if (/^(asyncio\.|types\.)?coroutine$/.test(bare)) out.coroutine = true;
    else if (/^(contextlib\.)?(async)?contextmanager$/.test(bare)) {
      out.wrapsGenerator = true;
      out.decorators.push(text);
    }
    // A cache keeps the call as it is (`lru_cache(maxsize=512)` → `2048` changes no call).
    else if (bare === 'lru_cache' || bare === 'cache') continue;
    else out.decorators.push(text);
  }
  return out;
}

/**
 * A `def`'s signature. Methods drop their receiver (`self`/`cls`) unless static. A generator made
 * a coroutine by `@asyncio.coroutine` is awaited as an `async def` is.
 */
export function pySignature(
  def: PyNode,
  dropReceiver: boolean,
  coroutine = false,
  wrapsGenerator = false,
): Signature {
  const params = pyParams(def.childForFieldName('parameters'));
  if (dropReceiver && params[0] && params[0].kind !== 'var-positional') params.shift();
  const returns = typeRef(def.childForFieldName('return_type'));
  return {
    params,
    ...(returns ? { returns } : {}),
    typeParams: pyTypeParams(def.childForFieldName('type_parameters')),
    async: coroutine || def.firstChild?.type === 'async',
    generator: !coroutine && !wrapsGenerator && isGenerator(def),
    line: def.startPosition.row + 1,
  };
}

function pyParams(list: PyNode | null): Param[] {
  if (!list) return [];
  const nodes = list.namedChildren.filter((n): n is PyNode => n !== null);
  const slash = nodes.findIndex((n) => n.type === 'positional_separator');
  const params: Param[] = [];
  let keywordOnly = false;
  nodes.forEach((n, i) => {
    if (n.type === 'positional_separator') return;
    if (n.type === 'keyword_separator') {
      keywordOnly = true;
      return;
    }
    const kind: ParamKind =
      i < slash ? 'positional-only' : keywordOnly ? 'keyword-only' : 'positional';
    const p = pyParam(n, kind);
    if (!p) return;
    if (p.kind === 'var-positional') keywordOnly = true;
    params.push(p);
  });
  return withOldPositionalOnly(params);
}

const OLD_POSITIONAL_ONLY = /^__(?!.*__$)/;

/**
 * PEP 484's positional-only parameters: `__x` (not a dunder) before any other parameter but the
 * first (a method's receiver), as stubs wrote them before PEP 570's `/`: read as before a `/`.
 */
function withOldPositionalOnly(params: Param[]): Param[] {
  for (const [i, p] of params.entries()) {
    if (p.kind !== 'positional' && p.kind !== 'positional-only') break;
    if (!OLD_POSITIONAL_ONLY.test(p.name)) {
      if (i === 0) continue;
      break;
    }
    params[i] = { ...p, kind: 'positional-only' };
  }
  return params;
}

function pyParam(n: PyNode, kind: ParamKind): Param | undefined {
  let nameNode: PyNode | null = n;
  let type: TypeRef | undefined;
  let value: PyNode | null = null;
  if (n.type === 'typed_parameter') {
    nameNode = n.namedChildren[0] ?? null;
    type = typeRef(n.childForFieldName('type'));
  } else if (n.type === 'default_parameter' || n.type === 'typed_default_parameter') {
    nameNode = n.childForFieldName('name');
    type = typeRef(n.childForFieldName('type'));
    value = n.childForFieldName('value');
  }
  if (!nameNode) return undefined;
  let pkind = kind;
  if (nameNode.type === 'list_splat_pattern') pkind = 'var-positional';
  else if (nameNode.type === 'dictionary_splat_pattern') pkind = 'var-keyword';
  const name = (nameNode.type === 'identifier' ? nameNode : nameNode.namedChildren[0])?.text;
  if (!name) return undefined;
  const variadic = pkind === 'var-positional' || pkind === 'var-keyword';
  return {
    name,
    kind: pkind,
    optional: value !== null || variadic,
    ...(value ? { default: valueText(value) } : {}),
    ...(type ? { type } : {}),
    decorators: [],
  };
}

/** PEP 695 `[T, U: int]`. */
export function pyTypeParams(list: PyNode | null): TypeParam[] {
  if (!list) return [];
  return list.namedChildren
    .filter((n): n is PyNode => n?.type === 'type')
    .map((t) => {
      const inner = t.namedChildren[0];
      if (inner?.type === 'constrained_type') {
        const [name, bound] = inner.namedChildren;
        const constraint = typeRef(bound);
        return { name: pyText(name), ...(constraint ? { constraint } : {}) };
      }
      return { name: pyText(t) };
    });
}

/** A `yield` in this function's own body (not in a nested def, class or lambda). */
function isGenerator(def: PyNode): boolean {
  const body = def.childForFieldName('body');
  // The text test first: walking a body's whole subtree is what costs.
  if (!body?.text.includes('yield')) return false;
  return body.descendantsOfType(['yield']).some((y) => {
    for (let p = y?.parent; p && p.id !== def.id; p = p.parent) {
      if (p.type === 'function_definition' || p.type === 'lambda' || p.type === 'class_definition')
        return false;
    }
    return true;
  });
}

/** The docstring node of a module, class or function body. */
export function docstringOf(body: PyNode | null): PyNode | undefined {
  // Sibling steps, not `namedChildren`: that would build a node for every statement of the body.
  let first = body?.firstNamedChild;
  while (first?.type === 'comment') first = first.nextNamedSibling;
  if (first?.type !== 'expression_statement') return undefined;
  const str = first.namedChildren[0];
  return str?.type === 'string' || str?.type === 'concatenated_string' ? str : undefined;
}
