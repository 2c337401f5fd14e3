import type { RawComment } from '../comments';
import { FileComments } from '../file-comments';
import {
  declaredTypeVar,
  inModule,
  type ApiSymbol,
  type Reexport,
  type Surface,
  type SurfaceResult,
  type TypeParam,
} from '../model';
import {
  assigned,
  BINDINGS,
  olderPythonOnly,
  pyClass,
  scopeStatements,
  UNPACKED,
  unwrap,
} from './classes';
import {
  decoratorLabels,
  docstringOf,
  pySignature,
  pyText,
  typeRef,
  withTypingAliases,
} from './functions';
import type { Outline } from './outline';
import { firstSyntaxError, type PyNode, type PyTree } from './parser';
import { type ReadDefinition, readFresh } from './reuse';
import { isLiteral, literalText, PyScope } from './scope';

interface Binding {
  from: string;
  imported: string;
  line: number;
  /** `import x as x` / `from m import y as y`: the typeshed convention for a public re-export. */
  redundantAlias: boolean;
}

/**
 * The public surface of one parsed Python module (griffe's rules): `__all__` when it is a static
 * list, else names without a leading underscore; imported names only through `__all__` or a
 * redundant alias. Definitions inside top-level `if`/`try`/`with` blocks count; the first one
 * wins. `tree` is the parse of `module.text`; a null tree is a parse the parser gave up on.
 */
export function treeSurface(
  module: Outline,
  tree: PyTree | null,
  readDefinition: ReadDefinition = readFresh,
): SurfaceResult {
  if (!tree) return { unparseable: true, line: 1, message: 'the parser returned no tree' };
  const root = tree.rootNode;
  if (root.hasError) return { unparseable: true, ...firstSyntaxError(root) };
  return withTypingAliases(module.source, () => moduleSurface(module, root, readDefinition));
}

function moduleSurface(module: Outline, root: PyNode, readDefinition: ReadDefinition): Surface {
  // The tree's offsets are offsets in the outline's text; comments are mapped to the source last.
  const text = module.text;
  const scope = new PyScope();
  scope.doc(docstringOf(root), true);
  const defs = new Map<string, ApiSymbol>();
  const imports = new Map<string, Binding>();
  /** Each `@overload`ed name's symbol, read from its first stub and gathering the others. */
  const overloads = new Map<string, ApiSymbol>();
  const stars: Binding[] = [];
  let all: string[] | undefined;
  for (const st of scopeStatements(root.namedChildren)) {
    const { def, decorators, type } = unwrap(st);
    if (def && (type === 'function_definition' || type === 'class_definition')) {
      const name = def.childForFieldName('name')?.text;
      const isOverload = type === 'function_definition' && decoratorLabels(decorators).overload;
      if (!name) continue;
      const read = () =>
        type === 'class_definition'
          ? pyClass(scope, name, def, decorators)
          : pyFunction(scope, name, def, decorators);
      const stubs = overloads.get(name);
      if (isOverload) {
        // Stubs gather signatures from later statements: read on each side, never reused.
        if (stubs) stubs.signatures.push(pySignature(def, false));
        else if (!defs.has(name)) {
          const first = read();
          overloads.set(name, first);
          defs.set(name, first);
        }
        continue;
      }
      if (stubs && defs.get(name) === stubs && type === 'function_definition') {
        // The implementation after the stubs names the function (its line, its docstring); its own
        // signature is not one callers see.
        defs.set(name, { ...readDefinition(scope, text, st, read), signatures: stubs.signatures });
        continue;
      }
      if (defs.has(name)) continue;
      const older = olderPythonOnly(st);
      const sym = readDefinition(scope, text, st, read);
      defs.set(name, older ? { ...sym, olderPythonOnly: older } : sym);
    } else if (type === 'expression_statement') {
      // A compatibility shim binds a builtin only where it is missing (`try: FileNotFoundError
      // except NameError: ...`, `if sys.version_info < (3, 5):`): on Python 3 the module never has it.
      all = assignment(st, defs, all, () => st.parent?.type !== 'module');
    } else if (type === 'delete_statement') {
      // `del x` at module level unbinds it (`dbm = 0 ... del dbm`).
      for (const n of st.descendantsOfType('identifier')) if (n) defs.delete(n.text);
    } else if (type === 'type_alias_statement') {
      const left = st.childForFieldName('left');
      const name = (
        left?.namedChildren[0]?.type === 'generic_type'
          ? left.namedChildren[0].namedChildren[0]
          : left
      )?.text;
      if (name && !defs.has(name))
        defs.set(name, {
          ...blank(name, 'type', st),
          ...withType(st.childForFieldName('right')),
        });
    } else if (type === 'import_from_statement' || type === 'import_statement') {
      collectImports(st, type, imports, stars);
    }
  }

  for (const [name, sym] of defs) {
    const heritageNames = sym.heritage.map((base) => importedName(base, imports));
    if (heritageNames.some((h, i) => h !== sym.heritage[i]))
      defs.set(name, { ...sym, heritageNames });
    const implicit = implicitTypeParams(sym, defs, imports);
    const typeParams = withTypeVars(implicit.length > 0 ? implicit : sym.typeParams, defs, imports);
    if (typeParams !== sym.typeParams) defs.set(name, { ...defs.get(name)!, typeParams });
  }
  const symbols = new Map<string, ApiSymbol>();
  const reexports = new Map<string, Reexport>();
  const hidden = new Map<string, ApiSymbol>();
  const isPublicName = (name: string) => (all ? all.includes(name) : !name.startsWith('_'));
  for (const [name, sym] of defs) {
    if (isPublicName(name) && !(all === undefined && /^__\w+__$/.test(name)))
      symbols.set(name, sym);
    else hidden.set(name, sym);
  }
  for (const [name, b] of imports) {
    // Every module has its own `__doc__`: importing another's names nothing of the API.
    if (name === '__doc__') continue;
    // `import x as x` re-exports (PEP 484, and type checkers' rule for typed packages), with or
    // without `__all__`; `__all__` adds the names it lists.
    if (symbols.has(name) || !(all?.includes(name) || b.redundantAlias)) {
      // Imported, not exported: still an attribute of the module (`mod.Protocol`).
      if (!symbols.has(name) && !hidden.has(name))
        hidden.set(name, {
          ...blank(name, 'value', b.line),
          importedFrom: b.from,
          importedName: b.imported,
        });
      continue;
    }
    reexports.set(name, { name, from: b.from, imported: b.imported, line: b.line });
  }
  // A name `__all__` exports that nothing here binds comes from a `from m import *`, or is bound
  // at run time: by `globals()` (`@enum.global_enum` too), or served by a module `__getattr__`
  // (PEP 562). Looked for only when asked: most modules need neither answer.
  const openNames = (): string | undefined => {
    const how = [
      // In any function body too, which an outline leaves out: the source is searched.
      ...(/globals\(\)|\bglobal_enum\b/.test(module.source) ? ['globals()'] : []),
      ...(defs.has('__getattr__') ? ['a module `__getattr__`'] : []),
    ];
    return how.length > 0 ? how.join(', ') : undefined;
  };
  const unbound = all?.filter((name) => !defs.has(name) && !imports.has(name)) ?? [];
  if (unbound.length > 0 && (stars.length > 0 || openNames() !== undefined)) {
    const from = stars.length > 0 ? stars.map((s) => s.from).join(', ') : '(bound at run time)';
    for (const name of unbound)
      reexports.set(name, { name, from, imported: name, line: stars[0]?.line ?? 1 });
  }
  for (const sym of hidden.values()) scope.notPublic(sym.doc);
  const docstrings = scope.docstrings.map((c) => module.toSource(c));
  const comments: RawComment[] = [...(module.comments ?? lineComments(text, root)), ...docstrings];
  let open: string | undefined | null = null;
  return {
    language: 'py',
    symbols,
    reexports,
    hidden,
    comments: new FileComments('py', module.source, comments),
    starImports: stars.map((s) => s.from),
    ...(module.defaultsBlanked ? { unreadDefaults: true } : {}),
    get openNames() {
      if (open === null) open = openNames();
      return open;
    },
  };
}

function pyFunction(scope: PyScope, name: string, def: PyNode, decorators: PyNode[]): ApiSymbol {
  const labels = decoratorLabels(decorators);
  const doc = scope.doc(docstringOf(def.childForFieldName('body')), !name.startsWith('_'));
  return {
    ...blank(name, 'function', def),
    signatures: [pySignature(def, false, labels.coroutine, labels.wrapsGenerator)],
    decorators: labels.decorators,
    ...(doc ? { doc } : {}),
    ...(labels.deprecated ? { deprecated: true } : {}),
  };
}

function blank(name: string, kind: ApiSymbol['kind'], at: PyNode | number): ApiSymbol {
  return {
    name,
    kind,
    line: typeof at === 'number' ? at : at.startPosition.row + 1,
    space: 'both',
    signatures: [],
    typeParams: [],
    members: [],
    heritage: [],
    decorators: [],
    abstract: false,
  };
}

function withType(node: PyNode | null): Partial<ApiSymbol> {
  const t = typeRef(node);
  return t ? { valueType: t } : {};
}

/** Module-level `X = ...`, `X: T = ...`, `__all__ = [...]` / `+=` / `.extend()`; returns `__all__`. */
function assignment(
  st: PyNode,
  defs: Map<string, ApiSymbol>,
  all: string[] | undefined,
  inBlock: () => boolean = () => false,
): string[] | undefined {
  const e = st.namedChildren[0];
  if (!e) return all;
  const type = e.type;
  if (type === 'call') {
    const fn = pyText(e.childForFieldName('function'));
    const arg = e.childForFieldName('arguments')?.namedChildren[0];
    if (fn === '__all__.extend' && arg) return [...(all ?? []), ...strings(arg)];
    if (fn === '__all__.append' && arg) return [...(all ?? []), ...strings(arg)];
    return all;
  }
  if (type !== 'assignment' && type !== 'augmented_assignment') return all;
  const left = e.childForFieldName('left');
  const right = e.childForFieldName('right');
  // An `__all__` a branch assigns (`if sys.platform != "win32": __all__ = [...] else: ...`)
  // lists names public where that branch runs: the module's API is every branch's.
  if (left?.text === '__all__' && right)
    return type === 'assignment' && !inBlock()
      ? strings(right)
      : [...new Set([...(all ?? []), ...strings(right)])];
  if (type !== 'assignment') return all;
  const { targets, value } = assigned(e);
  // Bound only for older Pythons, removed: a warning that names them (as for a `def`).
  const older = olderPythonOnly(st);
  for (const target of targets) {
    // `A, B = f()`: each name bound to a part of the value.
    const names = UNPACKED.has(target.type)
      ? target.descendantsOfType('identifier').filter((n): n is PyNode => n !== null)
      : target.type === 'identifier'
        ? [target]
        : [];
    for (const n of names) {
      if (defs.has(n.text) || (BUILTINS.has(n.text) && inBlock())) continue;
      const sym = variable(n.text, e, n === target ? value : null);
      if (n !== target && value) sym.aliasOf = pyText(value);
      if (older) sym.olderPythonOnly = older;
      defs.set(n.text, sym);
    }
  }
  return all;
}

/** A module-level `name: T = value`: a variable, a `TypeAlias`, or a `TypeVar`. */
function variable(name: string, e: PyNode, right: PyNode | null): ApiSymbol {
  const annotation = typeRef(e.childForFieldName('type'))?.text ?? '';
  const sym = blank(name, 'variable', e);
  if (/^(typing\.)?TypeAlias$/.test(annotation))
    return { ...sym, kind: 'type', ...withType(right) };
  const typeVar =
    right?.type === 'call' &&
    /^(typing\.|typing_extensions\.)?TypeVar$/.test(pyText(right.childForFieldName('function')));
  if (typeVar && right) return { ...sym, kind: 'type', typeParams: [typeVarParam(name, right)] };
  const final = /^(typing\.)?Final\b/.test(annotation);
  const inner = final
    ? annotation.replace(/^(typing\.)?Final\[?/, '').replace(/\]$/, '')
    : annotation;
  if (inner) sym.valueType = { text: inner };
  sym.mutable = !final && !/^[A-Z][A-Z0-9_]*$/.test(name);
  // `f = lambda a, b=1: ...` is a function as `def f(a, b=1)` is.
  if (right?.type === 'lambda' && !annotation)
    return { ...sym, kind: 'function', signatures: [pySignature(right, false)] };
  if (right && isLiteral(right)) sym.value = literalText(right);
  else if (!annotation && right && BINDINGS.has(right.type)) sym.aliasOf = pyText(right);
  return sym;
}

/**
 * Python 3's builtin names, and Python 2's that compatibility code binds (`unicode = str`): a
 * module binds them under a condition only to supply a missing one.
 */
const BUILTINS = new Set(
  `ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError
  BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError
  ConnectionRefusedError ConnectionResetError DeprecationWarning EncodingWarning EOFError
  EnvironmentError Exception ExceptionGroup FileExistsError FileNotFoundError FloatingPointError
  FutureWarning GeneratorExit IOError ImportError ImportWarning IndentationError IndexError
  InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError
  ModuleNotFoundError NameError NotADirectoryError NotImplementedError OSError OverflowError
  PendingDeprecationWarning PermissionError ProcessLookupError RecursionError ReferenceError
  ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError
  SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError
  UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning
  UserWarning ValueError Warning ZeroDivisionError abs aiter all anext any ascii bin bool
  breakpoint bytearray bytes callable chr classmethod compile complex delattr dict dir divmod
  enumerate eval exec filter float format frozenset getattr globals hasattr hash help hex id input
  int isinstance issubclass iter len list locals map max memoryview min next object oct open ord
  pow print property range repr reversed round set setattr slice sorted staticmethod str sum super
  tuple type vars zip basestring buffer cmp execfile file long raw_input reduce reload unichr
  unicode xrange`.split(/\s+/),
);

/** typing's naming convention for TypeVars: `_T`, `T1`, `_KT`, `_T_co`, `_MessageT`, `AnyStr`. */
const TYPE_VAR_NAME = /^_?[A-Z][A-Za-z]*T(_co|_contra)?$|^_?T\d*(_co|_contra)?$|^AnyStr$/;

/**
 * A class without `Generic[...]` (or PEP 695 `[T]`) is generic in the module's TypeVars its bases
 * take as arguments, in order of appearance (`class Stack(_Base[_T])`): applied after reading, as
 * it depends on what the module binds.
 */
function implicitTypeParams(
  cls: ApiSymbol,
  defs: Map<string, ApiSymbol>,
  imports: Map<string, Binding>,
): TypeParam[] {
  if (cls.kind !== 'class' || cls.typeParams.length > 0) return [];
  const found = new Map<string, TypeParam>();
  for (const base of cls.heritage) {
    const args = base.indexOf('[');
    if (args === -1) continue;
    for (const [word] of base.slice(args).matchAll(/[\p{L}_][\p{L}\p{N}_]*/gu)) {
      if (declaredTypeVar(defs.get(word))) found.set(word, { name: word });
      // A TypeVar another module defines (`from ._policybase import _MessageT`) is one too, where
      // the name says so (typing's convention: `_T`, `_KT`, `AnyStr`, `_MessageT`).
      else if (imports.has(word) && TYPE_VAR_NAME.test(word)) found.set(word, { name: word });
    }
  }
  return [...found.values()];
}

/**
 * A class's type parameters named by `Generic[...]` or its bases, with what the module's TypeVars
 * of those names say (bound, default, constraints): a parameter with a default is optional.
 */
function withTypeVars(
  params: TypeParam[],
  defs: Map<string, ApiSymbol>,
  imports: Map<string, Binding>,
): TypeParam[] {
  const named = (p: TypeParam) => !p.constraint && !p.default;
  if (!params.some((p) => named(p) && (declaredTypeVar(defs.get(p.name)) || imports.has(p.name))))
    return params;
  return params.map((p) =>
    !named(p)
      ? p
      : (declaredTypeVar(defs.get(p.name)) ??
        (imports.has(p.name) ? { ...p, unresolved: true } : p)),
  );
}

/** `T = TypeVar("T", bound=X, default=Y)`: a module-level generic parameter. */
function typeVarParam(name: string, call: PyNode): ApiSymbol['typeParams'][number] {
  const args = call.childForFieldName('arguments')?.namedChildren ?? [];
  const kw = (key: string) =>
    args
      .find((a) => a?.type === 'keyword_argument' && a.childForFieldName('name')?.text === key)
      ?.childForFieldName('value');
  const constraint = typeRef(kw('bound'));
  const dflt = typeRef(kw('default'));
  // Positional arguments after the name are the types it is constrained to.
  const constrained = args.filter((a) => a && a.type !== 'keyword_argument').length > 1;
  return {
    name,
    ...(constraint ? { constraint: { text: constraint.text.replace(/^["']|["']$/g, '') } } : {}),
    ...(dflt ? { default: dflt } : {}),
    ...(constrained ? { constrained } : {}),
  };
}

/** The strings of a list or tuple literal, or the one string `node` is (`__all__.append("x")`). */
function strings(node: PyNode): string[] {
  const items = node.type === 'string' ? [node] : node.namedChildren;
  return items
    .filter((n): n is PyNode => n?.type === 'string')
    .map((n) => n.text.replace(/^[rRuU]?("|')/, '').replace(/("|')$/, ''));
}

/**
 * A class base named through an import, by the module it comes from: `Reporter` (after `from
 * docutils.utils import Reporter`) and `du.Reporter` (after `import docutils.utils as du`) are both
 * `docutils.utils.Reporter`, as is `metaclass=M` by where `M` comes from.
 */
function importedName(base: string, imports: Map<string, Binding>): string {
  const [, keyword = '', expr = ''] = /^(metaclass=)?(.*)$/su.exec(base)!;
  const first = /^[\p{L}_][\p{L}\p{N}_]*(?=$|[.[])/u.exec(expr)?.[0];
  const b = first === undefined ? undefined : imports.get(first);
  if (!b) return base;
  const module = b.imported === '*' ? b.from : inModule(b.from, b.imported);
  return keyword + module + expr.slice(first!.length);
}

function collectImports(
  st: PyNode,
  type: string,
  imports: Map<string, Binding>,
  stars: Binding[],
): void {
  const line = st.startPosition.row + 1;
  const from =
    type === 'import_from_statement' ? pyText(st.childForFieldName('module_name')) : undefined;
  for (const n of st.namedChildren) {
    if (!n || n === st.childForFieldName('module_name')) continue;
    if (n.type === 'wildcard_import' && from !== undefined) {
      stars.push({ from, imported: '*', line, redundantAlias: false });
      continue;
    }
    if (n.type === 'aliased_import') {
      const name = pyText(n.childForFieldName('name'));
      const alias = n.childForFieldName('alias')?.text ?? name;
      imports.set(alias, {
        from: from ?? name,
        imported: from ? name : '*',
        line,
        redundantAlias: alias === name,
      });
    } else if (n.type === 'dotted_name' && from !== undefined) {
      imports.set(n.text, { from, imported: n.text, line, redundantAlias: false });
    }
  }
}

/**
 * The `#` comments: every comment starts with `#`, so each `#` outside a comment found so far is
 * looked up in the tree (one descent, instead of walking every node for the few comments).
 */
function lineComments(source: string, root: PyNode): RawComment[] {
  const found: RawComment[] = [];
  for (let i = source.indexOf('#'); i !== -1; i = source.indexOf('#', i + 1)) {
    const node = root.descendantForIndex(i, i + 1);
    if (node?.type !== 'comment' || node.startIndex !== i) continue;
    found.push({ start: i, end: node.endIndex, doc: false });
    i = node.endIndex - 1;
  }
  return found;
}
