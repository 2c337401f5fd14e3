import type { ApiSymbol, DocInfo, Member, Param, TypeParam } from '../model';
import { splitTopLevel } from '../type-text';
import {
  decoratorLabels,
  docstringOf,
  pySignature,
  pyText,
  pyTypeParams,
  typeRef,
  valueText,
} from './functions';
import type { PyNode } from './parser';
import { SELF_CALL } from './outline';
import { isLiteral, literalText, type PyScope } from './scope';

const ENUM_BASES = /^(enum\.)?(Enum|IntEnum|StrEnum|Flag|IntFlag|ReprEnum)$/;
const PROTOCOL = /^(typing\.|typing_extensions\.)?Protocol(\[.*\])?$/;
const GENERIC = /^(typing\.)?(Generic|Protocol)\[(.*)\]$/;
const WITH_METACLASS = /^(?:six\.)?with_metaclass\(([\w.]+)(?:, (.*))?\)$/s;

/** A class: members, bases, generics; enums become `enum` symbols, Protocols are implementable. */
export function pyClass(
  scope: PyScope,
  name: string,
  node: PyNode,
  decorators: PyNode[],
): ApiSymbol {
  const labels = decoratorLabels(decorators);
  const bases = (node.childForFieldName('superclasses')?.namedChildren ?? []).filter(
    (n): n is PyNode => n !== null && n.type !== 'comment',
  );
  const heritage: string[] = [];
  let typeParams: TypeParam[] = pyTypeParams(node.childForFieldName('type_parameters'));
  // `six.with_metaclass(M, B)`, the Python 2 and 3 spelling of `(B, metaclass=M)`.
  const texts = bases.flatMap((b) => {
    const text = pyText(b);
    const compat = WITH_METACLASS.exec(text);
    return compat ? [...splitTopLevel(compat[2] ?? '', ','), `metaclass=${compat[1]}`] : [text];
  });
  for (const text of texts) {
    // Every Python 3 class derives from `object`, and `type` makes it: `class A(object,
    // metaclass=type)` is `class A`.
    if (text === 'object' || /^metaclass\s*=\s*type$/.test(text)) continue;
    // `Generic[T]` and `Protocol[T]` declare the class's type parameters, as PEP 695's `[T]`
    // does; a Protocol stays a base.
    const generic = GENERIC.exec(text);
    if (generic) {
      typeParams = generic[3]!.split(',').map((t) => ({ name: t.trim() }));
      if (generic[2] === 'Generic') continue;
      heritage.push(`${generic[1] ?? ''}Protocol`);
      continue;
    }
    heritage.push(text);
  }
  // `@_simple_enum(StrEnum)` builds the enum a `StrEnum` base would.
  const isEnum =
    heritage.some((h) => ENUM_BASES.test(h)) ||
    labels.decorators.some((d) => /^(enum\.)?_simple_enum\(/.test(d));
  const body = node.childForFieldName('body');
  const doc = scope.doc(docstringOf(body), true);
  const members = isEnum ? enumMembers(body) : classMembers(scope, body, labels.decorators);
  return {
    name,
    kind: isEnum ? 'enum' : 'class',
    line: node.startPosition.row + 1,
    space: 'both',
    signatures: [],
    typeParams,
    members,
    heritage,
    decorators: labels.decorators,
    abstract: false,
    ...(doc ? { doc } : {}),
    ...(labels.deprecated ? { deprecated: true } : {}),
    ...(heritage.some((h) => PROTOCOL.test(h)) ? { implementable: true } : {}),
  };
}

function member(name: string, form: Member['form'], line: number, doc?: DocInfo): Member {
  const isPrivate = name.startsWith('_') && !/^__\w+__$/.test(name);
  return {
    name,
    form,
    line,
    visibility: isPrivate ? 'private' : 'public',
    static: false,
    abstract: false,
    readonly: false,
    optional: false,
    signatures: [],
    decorators: [],
    ...(doc ? { doc } : {}),
  };
}

function classMembers(scope: PyScope, body: PyNode | null, classDecorators: string[]): Member[] {
  const members = new Map<string, Member>();
  const overloads = new Map<string, Member>();
  // Methods `__init__` calls on `self` (`self.init_state()`) set instance attributes too.
  const methods = new Map<string, PyNode>();
  const initCalls = new Set<string>();
  for (const st of scopeStatements(body?.namedChildren ?? [])) {
    const { def, decorators, type } = unwrap(st);
    if (def && type === 'function_definition') {
      const name = def.childForFieldName('name')?.text ?? '?';
      const labels = decoratorLabels(decorators);
      const isPublic = !name.startsWith('_') || /^__\w+__$/.test(name);
      const doc = scope.doc(docstringOf(def.childForFieldName('body')), isPublic);
      if (labels.form === 'part') continue;
      if (labels.form === 'setter') {
        const prop = members.get(labels.setterOf ?? name);
        if (prop && prop.form === 'getter') {
          prop.form = 'accessor';
          prop.readonly = false;
        }
        continue;
      }
      const form = name === '__init__' ? 'constructor' : labels.form;
      const m = member(name, form, def.startPosition.row + 1, doc);
      const older = olderPythonOnly(st);
      if (older) m.olderPythonOnly = older;
      m.abstract = labels.abstract;
      m.decorators = labels.decorators;
      if (labels.deprecated) m.deprecated = true;
      if (form === 'getter') {
        m.readonly = labels.settable !== true;
        if (labels.settable) m.form = 'accessor';
        const type = typeRef(def.childForFieldName('return_type'));
        if (type) m.type = type;
      } else {
        const sig = pySignature(
          def,
          form !== 'staticmethod',
          labels.coroutine,
          labels.wrapsGenerator,
        );
        if (labels.overload) {
          const o = overloads.get(name) ?? m;
          o.signatures.push(sig);
          overloads.set(name, o);
          continue;
        }
        m.signatures.push(sig);
      }
      if (form === 'constructor') {
        instanceAttributes(def, members);
        const initBody = def.childForFieldName('body')?.text ?? '';
        for (const call of initBody.matchAll(SELF_CALL)) initCalls.add(call[1]!);
      } else methods.set(name, def);
      members.set(name, m);
    } else if (type === 'expression_statement') {
      const a = st.namedChildren[0];
      if (a?.type !== 'assignment') continue;
      const { targets, value } = assigned(a);
      for (const left of targets) {
        if (UNPACKED.has(left.type)) {
          // `__floordiv__, __rfloordiv__ = _fallbacks(...)`: bound, to what a reading cannot say.
          for (const n of left.descendantsOfType('identifier')) {
            if (!n || CLASS_METADATA.has(n.text)) continue;
            const m = member(n.text, 'property', a.startPosition.row + 1);
            m.unread = true;
            members.set(m.name, m);
          }
          continue;
        }
        // `__slots__ = ("a", "b")`: every instance has `a` and `b` (of a dict, its keys).
        if (left.type === 'identifier' && left.text === '__slots__' && value) {
          const keys = slotNames(value);
          for (const slot of keys ?? []) {
            if (!members.has(slot))
              members.set(slot, member(slot, 'property', a.startPosition.row + 1));
          }
          if (keys) continue;
          for (const n of value.descendantsOfType('string')) {
            const slot = n && /^['"](\w+)['"]$/.exec(n.text)?.[1];
            if (slot && !members.has(slot))
              members.set(slot, member(slot, 'property', a.startPosition.row + 1));
          }
          continue;
        }
        if (left.type !== 'identifier' || CLASS_METADATA.has(left.text)) continue;
        // `shutdown = close`: the method it names, under another name.
        const same = value?.type === 'identifier' ? members.get(value.text) : undefined;
        const m =
          same && same.form !== 'property'
            ? { ...same, name: left.text, line: a.startPosition.row + 1 }
            : attribute(left.text, a, value);
        const older = olderPythonOnly(st);
        members.set(m.name, older ? { ...m, olderPythonOnly: older } : m);
      }
    }
  }
  for (const name of initCalls) {
    const helper = methods.get(name);
    if (helper) instanceAttributes(helper, members);
  }
  for (const [name, o] of overloads) {
    const impl = members.get(name);
    members.set(name, impl ? { ...impl, signatures: o.signatures } : o);
  }
  // Without `__init__`, `__new__` takes the constructor's arguments.
  const made = members.get('__new__');
  if (!members.has('__init__') && made?.form === 'method') made.form = 'constructor';
  if (
    !members.has('__init__') &&
    classDecorators.some((d) => /^(dataclasses\.)?dataclass\b/.test(d))
  ) {
    members.set('__init__', dataclassInit(members, classDecorators));
  }
  return [...members.values()];
}

/** What a class body sets that says how the class is built, not what it offers. */
const CLASS_METADATA = new Set([
  '__doc__',
  '__slots__',
  '__module__',
  '__qualname__',
  '__annotations__',
  '__weakref__',
  '__dict__',
]);

/** Assignment targets that unpack (`a, b = ...`, `(a, b) = ...`, `[a, b] = ...`). */
export const UNPACKED = new Set(['pattern_list', 'tuple_pattern', 'list_pattern']);

/** The targets of `a = b = value` (one for a plain assignment) and the value they all take. */
export function assigned(a: PyNode): { targets: PyNode[]; value: PyNode | null } {
  const targets: PyNode[] = [];
  let at = a;
  for (;;) {
    const left = at.childForFieldName('left');
    if (left) targets.push(left);
    const right = at.childForFieldName('right');
    if (right?.type !== 'assignment') return { targets, value: right };
    at = right;
  }
}

/** A class-body `name: T = value`; `name = property(fget[, fset])` is the property it makes. */
function attribute(name: string, a: PyNode, value: PyNode | null): Member {
  const made = value?.type === 'call' ? pyText(value.childForFieldName('function')) : '';
  if (made === 'property') {
    const args = (value!.childForFieldName('arguments')?.namedChildren ?? []).filter(
      (x): x is PyNode => x !== null && x.type !== 'comment',
    );
    const positional = args.filter((x) => x.type !== 'keyword_argument').length;
    const setter = positional > 1 || args.some((x) => /^fset\s*=/.test(x.text));
    const m = member(name, setter ? 'accessor' : 'getter', a.startPosition.row + 1);
    m.readonly = !setter;
    return m;
  }
  const m = member(name, 'property', a.startPosition.row + 1);
  const annotation = typeRef(a.childForFieldName('type'))?.text ?? '';
  const final = /^(typing\.)?Final\b/.test(annotation);
  const inner = final
    ? annotation.replace(/^(typing\.)?Final\[?/, '').replace(/\]$/, '')
    : annotation;
  if (inner) m.type = { text: inner };
  m.readonly = final;
  if (value && isLiteral(value)) m.value = literalText(value);
  else if (!annotation && value && BINDINGS.has(value.type)) m.aliasOf = pyText(value);
  if (annotation && value) m.dataclassField = dataclassField(value, made);
  return m;
}

/** What a dataclass field's value gives its `__init__` parameter (see Member.dataclassField). */
function dataclassField(value: PyNode, made: string): { init: boolean; default?: string } {
  if (!/^(dataclasses\.)?field$/.test(made)) return { init: true, default: valueText(value) };
  const keywords = new Map<string, PyNode>();
  for (const arg of value.childForFieldName('arguments')?.namedChildren ?? []) {
    const key = arg?.type === 'keyword_argument' ? arg.childForFieldName('name')?.text : undefined;
    const given = arg?.childForFieldName('value');
    if (key && given) keywords.set(key, given);
  }
  const init = keywords.get('init')?.text !== 'False';
  const given = keywords.get('default');
  const factory = keywords.get('default_factory');
  const fallback = given ? valueText(given) : factory ? `${pyText(factory)}()` : undefined;
  return fallback === undefined ? { init } : { init, default: fallback };
}

/**
 * Values that bind a name to another object, maybe a function: `run = helper`, `= mod.run`, `=
 * deco(impl)` (tomlkit 0.13 `__add__ = wrap_method(int.__add__)`).
 */
export const BINDINGS = new Set(['identifier', 'attribute', 'call', 'subscript']);

/** `self.x = ...` in `__init__` (or a method it calls): instance attributes are members too. */
function instanceAttributes(init: PyNode, members: Map<string, Member>): void {
  // Every block of the body (`if`, `try`, `with`, loops), not the scopes nested in it, and not
  // into expressions (each node read crosses from the parser's memory).
  const visit = (block: PyNode): void => {
    for (const st of block.namedChildren) {
      if (!st) continue;
      if (st.type === 'expression_statement') {
        const a = st.namedChildren[0];
        if (a?.type === 'assignment') selfAttributes(a, members);
      } else if (STATEMENT_BLOCKS.has(st.type)) visit(st);
    }
  };
  const body = init.childForFieldName('body');
  if (body) visit(body);
}

/** The `self.x` targets of one assignment (`self.x = self.y = None` sets two). */
function selfAttributes(a: PyNode, members: Map<string, Member>): void {
  for (const left of assigned(a).targets) {
    if (left.type !== 'attribute' || left.childForFieldName('object')?.text !== 'self') continue;
    const name = left.childForFieldName('attribute')?.text;
    if (!name || members.has(name)) continue;
    const m = member(name, 'property', a.startPosition.row + 1);
    const type = typeRef(a.childForFieldName('type'));
    if (type) m.type = type;
    members.set(name, m);
  }
}

/** A dataclass without `__init__` gets one from its annotated fields, as griffe does. */
function dataclassInit(members: Map<string, Member>, decorators: string[]): Member {
  const kwOnly = decorators.some((d) => /kw_only\s*=\s*True/.test(d));
  const params: Param[] = [];
  let line = 1;
  for (const m of members.values()) {
    if (m.form !== 'property' || !m.type || /^(typing\.)?ClassVar\b/.test(m.type.text)) continue;
    if (m.dataclassField?.init === false) continue;
    line = m.line;
    const fallback = m.dataclassField?.default;
    params.push({
      name: m.name,
      kind: kwOnly ? 'keyword-only' : 'positional',
      optional: fallback !== undefined,
      ...(fallback !== undefined ? { default: fallback } : {}),
      type: m.type,
      decorators: [],
    });
  }
  const init = member('__init__', 'constructor', line);
  init.signatures.push({ params, typeParams: [], async: false, generator: false, line });
  return init;
}

function enumMembers(body: PyNode | null): Member[] {
  const out: Member[] = [];
  let auto = 0;
  for (const st of body?.namedChildren ?? []) {
    const a = st?.type === 'expression_statement' ? st.namedChildren[0] : undefined;
    const left = a?.type === 'assignment' ? a.childForFieldName('left') : undefined;
    if (!left || left.type !== 'identifier' || left.text.startsWith('_')) continue;
    const value = a!.childForFieldName('right');
    const right = value ? valueText(value) : '';
    const m = member(left.text, 'enum-member', a!.startPosition.row + 1);
    // `OLD = NEW`: an alias of an earlier member has its value.
    const aliased = value?.type === 'identifier' ? out.find((x) => x.name === right) : undefined;
    m.value = aliased
      ? aliased.value
      : /^(enum\.)?auto\(\)$/.test(right)
        ? `auto() #${++auto}`
        : right;
    m.readonly = true;
    out.push(m);
  }
  return out;
}

/** Compound statements whose blocks hold definitions of the scope they are in. */
const BLOCKS = new Set([
  'if_statement',
  'try_statement',
  'with_statement',
  'else_clause',
  'elif_clause',
  'except_clause',
  'finally_clause',
  'block',
]);

/** Statements and clauses that hold statements of the same scope: BLOCKS, and loops and matches. */
const STATEMENT_BLOCKS = new Set([
  ...BLOCKS,
  'except_group_clause',
  'for_statement',
  'while_statement',
  'match_statement',
  'case_clause',
]);

/**
 * The statements of a scope in order, those inside its `if`/`try`/`with` blocks included (a
 * definition under `if sys.platform == "win32":` is the scope's as much as one outside).
 */
export function* scopeStatements(statements: (PyNode | null)[]): Generator<PyNode> {
  for (const st of statements) {
    if (!st) continue;
    const type = st.type;
    const branches = type === 'if_statement' ? versionBranches(st) : undefined;
    if (branches) yield* newestFirst(branches.blocks);
    else if (
      type === 'if_statement' &&
      MAIN_TEST.test(st.childForFieldName('condition')?.text ?? '')
    )
      // `if __name__ == "__main__":` runs as a script, never on import; an `else` does.
      yield* scopeStatements(st.namedChildren.filter((c) => c?.type === 'else_clause'));
    else if (BLOCKS.has(type)) yield* scopeStatements(st.namedChildren);
    else yield st;
  }
}

const MAIN_TEST = /^__name__\s*==\s*(['"])__main__\1$/;

const VERSION_TEST = /^sys\.version_info(\[[^\]]*\])?\s*(<=?|>=?)\s*\(/;

/** The branches of an `if` on `sys.version_info` alone (`elif`s and `else` included). */
interface VersionBranches {
  /**
   * Their blocks, the newest Python's first: as written under `>=` tests, reversed under `<` tests
   * (`if sys.version_info < (3, 13): old else: new`).
   */
  blocks: PyNode[];
  /** The newest Python's block; none under `<` tests alone without an `else`. */
  newest: PyNode | undefined;
  /** The tests of the `if` and its `elif`s, as written. */
  tests: string[];
}

/** The branches of an `if` on `sys.version_info` alone; undefined for any other `if`. */
function versionBranches(st: PyNode): VersionBranches | undefined {
  const clauses: { test: PyNode | null; block: PyNode | null }[] = [
    { test: st.childForFieldName('condition'), block: st.childForFieldName('consequence') },
  ];
  for (const c of st.namedChildren) {
    if (c?.type === 'elif_clause')
      clauses.push({
        test: c.childForFieldName('condition'),
        block: c.childForFieldName('consequence'),
      });
    else if (c?.type === 'else_clause')
      clauses.push({ test: null, block: c.childForFieldName('body') });
  }
  const tests = clauses.flatMap((c) => (c.test ? [c.test.text] : []));
  const ops = tests.map((test) => VERSION_TEST.exec(test)?.[2]);
  if (ops.some((op) => op === undefined)) return undefined;
  const blocks = clauses.flatMap((c) => (c.block ? [c.block] : []));
  const allLess = ops.every((op) => op!.startsWith('<'));
  if (allLess) blocks.reverse();
  const hasElse = clauses.some((c) => c.test === null);
  return { blocks, newest: allLess && !hasElse ? undefined : blocks[0], tests };
}

/**
 * Where a statement is defined only for older Pythons: the test of the `sys.version_info` branch
 * holding it (`sys.version_info < (3, 9)`, or `not (...)` for an `else`) when that branch is not
 * the newest Python's; undefined otherwise. Asked of a module-level definition, it walks up from
 * the statement only (most have the module as parent).
 */
export function olderPythonOnly(st: PyNode): string | undefined {
  for (let block = st.parent; block && block.type !== 'module'; block = block.parent) {
    if (block.type !== 'block') continue;
    const clause = block.parent;
    const ifStatement = clause?.type === 'if_statement' ? clause : clause?.parent;
    if (!clause || ifStatement?.type !== 'if_statement') return undefined;
    const branches = versionBranches(ifStatement);
    if (!branches || branches.newest?.startIndex === block.startIndex) continue;
    return clause.type === 'else_clause'
      ? `not (${branches.tests.join(' or ')})`
      : (clause.childForFieldName('condition')?.text ?? '?');
  }
  return undefined;
}

/**
 * The statements of version branches, newest first. A `def` or `class` of an older branch is left
 * out where a newer branch defines its name (the newest Python's definition is the API, and an
 * older branch's `@overload` stubs are no more signatures of it) or the newest binds it by an
 * import (`from ._common import files as files`).
 */
function* newestFirst(branches: PyNode[]): Generator<PyNode> {
  const imported = new Set<string>();
  const defined = new Set<string>();
  for (const [i, branch] of branches.entries()) {
    const mine = new Set<string>();
    for (const st of scopeStatements([branch])) {
      const { def, type } = unwrap(st);
      if (i === 0 && (type === 'import_from_statement' || type === 'import_statement'))
        for (const name of importedNames(st)) imported.add(name);
      if (type === 'function_definition' || type === 'class_definition') {
        const name = def?.childForFieldName('name')?.text ?? '';
        if (i > 0 && (imported.has(name) || defined.has(name))) continue;
        mine.add(name);
      }
      yield st;
    }
    for (const name of mine) defined.add(name);
  }
}

/** The names an import statement binds (`from m import a as b` → `b`, `import a.b` → `a`). */
function importedNames(st: PyNode): string[] {
  const module = st.childForFieldName('module_name');
  return st.namedChildren.flatMap((n) => {
    if (!n || n.startIndex === module?.startIndex) return [];
    if (n.type === 'aliased_import') return [n.childForFieldName('alias')?.text ?? ''];
    if (n.type === 'dotted_name') return [n.text.split('.')[0]!];
    return [];
  });
}

/**
 * A statement's definition, its decorators (`decorated_definition` wraps both) and the node type
 * of the definition, the statement's own type when it is not decorated (each `type` read is a call
 * into the parser's memory: callers test this one).
 */
export function unwrap(st: PyNode): { def: PyNode | null; decorators: PyNode[]; type: string } {
  const type = st.type;
  if (type !== 'decorated_definition') return { def: st, decorators: [], type };
  const def = st.childForFieldName('definition');
  return {
    def,
    decorators: st.namedChildren.filter((n): n is PyNode => n?.type === 'decorator'),
    type: def?.type ?? 'ERROR',
  };
}

/** The keys of a dict `__slots__` (`{"a": "doc"}`, `dict(a=None)`); undefined for another value. */
function slotNames(value: PyNode): string[] | undefined {
  if (value.type === 'dictionary')
    return value.namedChildren.flatMap((pair) => {
      const key = pair?.type === 'pair' ? pair.childForFieldName('key') : null;
      const name = key && /^['"](\w+)['"]$/.exec(key.text)?.[1];
      return name ? [name] : [];
    });
  if (value.type === 'call' && value.childForFieldName('function')?.text === 'dict')
    return (value.childForFieldName('arguments')?.namedChildren ?? []).flatMap((a) =>
      a?.type === 'keyword_argument' ? [a.childForFieldName('name')!.text] : [],
    );
  return undefined;
}
