/**
 * A declared type in one canonical spelling, so that two versions that write one type two ways
 * compare equal without a checker (which could not answer: a type naming an import or a type
 * parameter is opaque to it). The form is for comparison only, never shown. It is the same for:
 * `T[]` and `Array<T>` (`readonly T[]`, `ReadonlyArray<T>`); union members in any order, nested or
 * parenthesized; a name imported by a named import, a namespace import or an `import('…')` type,
 * from the same module (`NEA.NonEmptyArray`, `NonEmptyArray`, `import('./NonEmptyArray')
 * .NonEmptyArray`); type variables the type binds itself (a function type's `<A>`, a mapped type's
 * key, `infer X`) renamed alike; the names of a function type's parameters; a type literal's
 * properties in any order, and one call or construct signature alone as a function or constructor
 * type; a JSDoc object type by its properties (descriptions aside); an optional parameter's
 * `| undefined`; string literals in either quote; a generic the file declares with its default
 * arguments written out or not; a type alias the file declares and the type it stands for.
 * Anything else keeps its normalized text.
 */
import type * as TsMorph from 'ts-morph';
import { normalizeCode, normalizedText } from './code-text';
import { entityNames, jsDocProperties, type TsTypeHandle } from './context';
import { moduleName } from '../module-specifiers';
import { collectInfers } from './opacity';

type Ts = typeof TsMorph.ts;

const JSDOC_PRIMITIVES: Record<string, string> = {
  String: 'string',
  Number: 'number',
  Boolean: 'boolean',
};
type Node = TsMorph.ts.Node;
type TypeNode = TsMorph.ts.TypeNode;
type TypeParameter = TsMorph.ts.TypeParameterDeclaration;

/** The canonical text of a type node's type (`h.mode` is `type`). */
export function canonicalType(ts: Ts, h: TsTypeHandle): string {
  return new CanonicalPrinter(ts, h).print(h.node);
}

/** A type node without the parentheses around it. */
export function unparenthesized(ts: Ts, node: TsMorph.ts.Node): TsMorph.ts.Node {
  while (ts.isParenthesizedTypeNode(node)) node = node.type;
  return node;
}

/**
 * The canonical texts of the members of an object type literal of properties and methods only
 * (`{ [kMeta]: boolean; a: number }`); undefined for any other type.
 */
export function literalMembers(ts: Ts, h: TsTypeHandle): string[] | undefined {
  const node = unparenthesized(ts, h.node);
  if (!ts.isTypeLiteralNode(node)) return undefined;
  if (!node.members.every((m) => ts.isPropertySignature(m) || ts.isMethodSignature(m)))
    return undefined;
  const printer = new CanonicalPrinter(ts, h);
  return node.members.map((m) => printer.member(m));
}

/**
 * The relation of two object types from their members alone, as every type here is read from its
 * text: one that has every member of the other, and more, takes fewer values (a subtype). Members
 * keyed by a `unique symbol` each version declares are the same key here; to the checker they are
 * two (pino 9.9).
 */
export function membersRelation(base: string[], head: string[]): 'wider' | 'narrower' | undefined {
  const [b, h] = [new Set(base), new Set(head)];
  // Optional members added or removed alone leave the two types assignable both ways: the checker
  // says what such a change means.
  const required = (extra: string[]) => extra.some((m) => !OPTIONAL_MEMBER.test(m));
  if ([...b].every((m) => h.has(m)))
    return required(head.filter((m) => !b.has(m))) ? 'narrower' : undefined;
  if ([...h].every((m) => b.has(m)))
    return required(base.filter((m) => !h.has(m))) ? 'wider' : undefined;
  return undefined;
}

/** A member's canonical text (see CanonicalPrinter.member) that is optional: `"b"?: …`. */
const OPTIONAL_MEMBER = /^(readonly )?"(?:[^"\\]|\\.)*"\?/;

/**
 * The relation of two canonical texts that differ only in a top-level `readonly` (`T[]` →
 * `readonly T[]`, tuples alike): a readonly array takes every mutable one, not the reverse.
 */
export function readonlyRelation(base: string, head: string): 'wider' | 'narrower' | undefined {
  const mutable = (c: string) =>
    c.startsWith('RA(') ? c.slice(1) : c.startsWith('readonly(T(') ? c.slice(9, -1) : undefined;
  if (mutable(head) === base) return 'wider';
  if (mutable(base) === head) return 'narrower';
  return undefined;
}

/** Type aliases read in place of their names in one type, at most (aliases of aliases grow fast). */
const MAX_INLINED = 32;

class CanonicalPrinter {
  /**
   * Type variables bound inside the type, by name, to their canonical `%n` (or, while a generic's
   * default is read, its parameters to the arguments given).
   */
  private readonly bound = new Map<string, string>();
  private nextBound = 0;
  /** Type aliases being read in place of their names (see inlined). */
  private readonly inlining = new Set<string>();
  private inlinedCount = 0;
  /** The parameters of the function type being printed, for its type predicate. */
  private params: string[] = [];

  constructor(
    private readonly ts: Ts,
    private readonly h: TsTypeHandle,
  ) {}

  print(n: Node): string {
    const ts = this.ts;
    if (ts.isParenthesizedTypeNode(n)) return this.print(n.type);
    if (n.kind === ts.SyntaxKind.UndefinedKeyword) return 'undefined';
    if (ts.isUnionTypeNode(n)) return union(this.unionMembers(n));
    if (ts.isIntersectionTypeNode(n)) return `I(${n.types.map((t) => this.print(t)).join('&')})`;
    if (ts.isArrayTypeNode(n)) return `A(${this.print(n.elementType)})`;
    if (ts.isTypeOperatorNode(n)) {
      if (n.operator === ts.SyntaxKind.ReadonlyKeyword && ts.isArrayTypeNode(n.type))
        return `RA(${this.print(n.type.elementType)})`;
      return `${ts.tokenToString(n.operator)}(${this.print(n.type)})`;
    }
    if (ts.isTypeReferenceNode(n)) return this.reference(n);
    if (ts.isImportTypeNode(n)) return this.importType(n);
    if (ts.isTypeQueryNode(n))
      return `typeof(${this.entity(n.exprName)})${this.args(n.typeArguments)}`;
    if (ts.isTupleTypeNode(n)) return `T(${n.elements.map((e) => this.tupleElement(e)).join(',')})`;
    if (ts.isIndexedAccessTypeNode(n))
      return `X(${this.print(n.objectType)})[${this.print(n.indexType)}]`;
    if (ts.isFunctionTypeNode(n) || ts.isConstructorTypeNode(n)) return this.signature(n);
    if (ts.isTypeLiteralNode(n)) return this.typeLiteral(n);
    if (ts.isJSDocTypeExpression(n)) return this.print(n.type);
    if (ts.isJSDocTypeLiteral(n)) return this.jsDocLiteral(n);
    if (ts.isMappedTypeNode(n)) return this.mapped(n);
    if (ts.isConditionalTypeNode(n)) return this.conditional(n);
    if (ts.isInferTypeNode(n)) {
      const p = n.typeParameter;
      return `infer(${this.bound.get(p.name.text)}${p.constraint ? ` extends ${this.print(p.constraint)}` : ''})`;
    }
    if (ts.isTypePredicateNode(n)) {
      const name = ts.isIdentifier(n.parameterName) ? n.parameterName.text : 'this';
      const at = this.params.indexOf(name);
      const subject = at === -1 ? name : `#${at}`;
      return `P(${n.assertsModifier ? 'asserts ' : ''}${subject}${n.type ? ` is ${this.print(n.type)}` : ''})`;
    }
    if (ts.isLiteralTypeNode(n) && ts.isStringLiteral(n.literal))
      return JSON.stringify(n.literal.text);
    return this.written(n);
  }

  /** A union's members, those of unions nested in it (in parentheses) taken in. */
  private unionMembers(n: TsMorph.ts.UnionTypeNode): string[] {
    return n.types.flatMap((t) => {
      let inner: TypeNode = t;
      while (this.ts.isParenthesizedTypeNode(inner)) inner = inner.type;
      return this.ts.isUnionTypeNode(inner) ? this.unionMembers(inner) : [this.print(inner)];
    });
  }

  private reference(n: TsMorph.ts.TypeReferenceNode): string {
    const args = n.typeArguments;
    if (this.ts.isIdentifier(n.typeName) && args?.length === 1 && this.isGlobal(n.typeName.text)) {
      if (n.typeName.text === 'Array') return `A(${this.print(args[0]!)})`;
      if (n.typeName.text === 'ReadonlyArray') return `RA(${this.print(args[0]!)})`;
    }
    if (!this.ts.isIdentifier(n.typeName)) return `${this.entity(n.typeName)}${this.args(args)}`;
    const name = n.typeName.text;
    // In JSDoc TypeScript reads `String`, `Number` and `Boolean` as the primitives (commander 12:
    // `@return {(String|Command)}` → `{(string|Command)}`).
    const primitive = JSDOC_PRIMITIVES[name];
    if (primitive && !args?.length && (n.flags & this.ts.NodeFlags.JSDoc) !== 0)
      return `?(${primitive})`;
    // `Record<string, V>` is `{ [k: string]: V }` (the lib's mapped type over a key type that is
    // no union of literals); so for `number`.
    if (
      name === 'Record' &&
      args?.length === 2 &&
      this.isGlobal(name) &&
      !this.h.locals.has(name)
    ) {
      // (A keyword prints as written; an alias's parameter as its argument does.)
      const key = this.print(args[0]!);
      if (key === '?(string)' || key === '?(number)') return `L{[${key}]:${this.print(args[1]!)}}`;
    }
    const given = this.withDefaults(name, args);
    return (
      this.inlined(name, given) ??
      `${this.entity(n.typeName)}${given.length ? `<${given.join(',')}>` : ''}`
    );
  }

  /**
   * A type alias the file declares, read as the type it stands for (mobx 6.13.5 → 6.13.7: a union
   * of object types split into two aliases beside it), unless it is being read already (a
   * recursive alias) or not every parameter has an argument.
   */
  private inlined(name: string, args: string[]): string | undefined {
    if (!this.isGlobal(name) || this.inlining.has(name) || this.inlinedCount >= MAX_INLINED)
      return undefined;
    const alias = this.h.locals.get(name)?.find((d) => this.ts.isTypeAliasDeclaration(d)) as
      TsMorph.ts.TypeAliasDeclaration | undefined;
    const params = alias?.typeParameters ?? [];
    if (!alias || params.length !== args.length) return undefined;
    this.inlining.add(name);
    this.inlinedCount++;
    try {
      return this.withBound(
        params.map((p) => p.name.text),
        args,
        () => this.print(alias.type),
      );
    } finally {
      this.inlining.delete(name);
    }
  }

  /**
   * The type arguments of a generic the file declares, with the defaults it declares put in for
   * those not given (`Arr<T>` is `Arr<T, "many">`); a default naming an earlier parameter is read
   * with the argument given for it.
   */
  private withDefaults(name: string, args: readonly TypeNode[] | undefined): string[] {
    const given = (args ?? []).map((t) => this.print(t));
    if (!this.isGlobal(name) || this.h.importSources.has(name)) return given;
    const params = this.h.locals
      .get(name)
      ?.map(
        (d) =>
          (d as Node & { typeParameters?: TsMorph.ts.NodeArray<TypeParameter> }).typeParameters,
      )
      .find((list) => list?.length);
    if (!params || given.length >= params.length) return given;
    const filled = [...given];
    for (const p of params.slice(given.length)) {
      const type = p.default;
      if (!type) return given;
      const earlier = params.slice(0, filled.length).map((q) => q.name.text);
      filled.push(this.withBound(earlier, [...filled], () => this.print(type)));
    }
    return filled;
  }

  /** A name no type variable, type parameter or import of the file binds. */
  private isGlobal(name: string): boolean {
    return !this.bound.has(name) && !this.h.typeParams.has(name) && !this.h.imported.has(name);
  }

  /** An entity name (`X`, `ns.X`) with its first name read through the file's imports. */
  private entity(name: TsMorph.ts.EntityName): string {
    const ts = this.ts;
    if (ts.isQualifiedName(name)) return `${this.entity(name.left)}.${name.right.text}`;
    const text = name.text;
    const bound = this.bound.get(text);
    if (bound) return bound;
    if (this.h.typeParams.has(text)) return text;
    const source = this.h.importSources.get(text);
    return source === undefined ? text : moduleName(source);
  }

  private importType(n: TsMorph.ts.ImportTypeNode): string {
    const ts = this.ts;
    const argument = n.argument;
    const specifier =
      ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)
        ? moduleName(`'${argument.literal.text}'`)
        : this.print(argument);
    const qualifier = n.qualifier ? `.${entityNames(ts, n.qualifier).join('.')}` : '';
    return `${n.isTypeOf ? 'typeof ' : ''}${specifier}${qualifier}${this.args(n.typeArguments)}`;
  }

  private args(list: TsMorph.ts.NodeArray<TypeNode> | undefined): string {
    return list?.length ? `<${list.map((t) => this.print(t)).join(',')}>` : '';
  }

  private tupleElement(e: Node): string {
    const ts = this.ts;
    if (ts.isNamedTupleMember(e)) {
      const type = this.print(e.type);
      return `${e.dotDotDotToken ? '...' : ''}${type}${e.questionToken ? '?' : ''}`;
    }
    if (ts.isOptionalTypeNode(e)) return `${this.print(e.type)}?`;
    if (ts.isRestTypeNode(e)) return `...${this.print(e.type)}`;
    return this.print(e);
  }

  /** A function or constructor type: its own type parameters bound, its parameters unnamed. */
  private signature(n: TsMorph.ts.FunctionTypeNode | TsMorph.ts.ConstructorTypeNode): string {
    const ts = this.ts;
    if (!ts.isConstructorTypeNode(n)) return this.callable('F', n);
    const abstract = n.modifiers?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword);
    return this.callable(`${abstract ? 'abstract ' : ''}new`, n);
  }

  /** A signature after `head` (`F`, `new`, a method's name): `head<%0>(params)=>returns`. */
  private callable(head: string, n: TsMorph.ts.SignatureDeclarationBase): string {
    const ts = this.ts;
    const typeParams = n.typeParameters ?? [];
    return this.binding(
      typeParams.map((p) => p.name.text),
      () => {
        const outer = this.params;
        this.params = n.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
        try {
          const params = n.parameters.map((p) => this.parameter(p)).join(',');
          const returns = n.type ? this.print(n.type) : 'any';
          return `${head}${this.typeParams(typeParams)}(${params})=>${returns}`;
        } finally {
          this.params = outer;
        }
      },
    );
  }

  private parameter(p: TsMorph.ts.ParameterDeclaration): string {
    const ts = this.ts;
    // `this` is no parameter but the type of `this`; a binding pattern keeps its text.
    const name = ts.isIdentifier(p.name)
      ? p.name.text === 'this'
        ? 'this:'
        : ''
      : `${normalizeCode(p.name.getText(this.h.sf))}:`;
    const type = !p.type
      ? 'any'
      : p.questionToken
        ? this.withoutUndefined(p.type)
        : this.print(p.type);
    return `${p.dotDotDotToken ? '...' : ''}${name}${type}${p.questionToken ? '?' : ''}`;
  }

  /** An optional parameter's type: it takes `undefined` whether or not its type says so. */
  private withoutUndefined(type: TypeNode): string {
    let inner = type;
    while (this.ts.isParenthesizedTypeNode(inner)) inner = inner.type;
    if (!this.ts.isUnionTypeNode(inner)) return this.print(type);
    const members = this.unionMembers(inner).filter((m) => m !== 'undefined');
    return members.length === 0 ? 'undefined' : union(members);
  }

  private typeParams(list: readonly TsMorph.ts.TypeParameterDeclaration[]): string {
    if (list.length === 0) return '';
    const one = (p: TsMorph.ts.TypeParameterDeclaration) =>
      `${this.bound.get(p.name.text)}${p.constraint ? ` extends ${this.print(p.constraint)}` : ''}${p.default ? `=${this.print(p.default)}` : ''}`;
    return `<${list.map(one).join(',')}>`;
  }

  /** A type literal: its members as `literal` orders them. */
  private typeLiteral(n: TsMorph.ts.TypeLiteralNode): string {
    // `{ (a: A): R }` is `(a: A) => R`; `{ new (): X }` is `new () => X`.
    const only = n.members.length === 1 ? n.members[0]! : undefined;
    if (
      only &&
      (this.ts.isCallSignatureDeclaration(only) || this.ts.isConstructSignatureDeclaration(only))
    )
      return this.member(only);
    const members = n.members.map((m) => ({ key: this.memberName(m), text: this.member(m) }));
    return literal(members);
  }

  /**
   * A JSDoc object type (`@param {Object} options` with `@param {Boolean} [options.sync=false]
   * Whether…`): its properties, as a type literal's, without their descriptions and documented
   * defaults.
   */
  private jsDocLiteral(n: TsMorph.ts.JSDocTypeLiteral): string {
    const members = jsDocProperties(this.ts, n).map(({ name, optional, typeExpression }) => {
      const type = typeExpression ? this.print(typeExpression) : 'any';
      return { key: name, text: `${JSON.stringify(name)}${optional ? '?' : ''}:${type}` };
    });
    return literal(members);
  }

  private memberName(m: TsMorph.ts.TypeElement): string {
    const name = m.name;
    if (!name) return '';
    const ts = this.ts;
    return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
      ? name.text
      : normalizeCode(name.getText(this.h.sf));
  }

  member(m: TsMorph.ts.TypeElement): string {
    const ts = this.ts;
    const optional = m.questionToken ? '?' : '';
    const key = JSON.stringify(this.memberName(m));
    if (ts.isPropertySignature(m)) {
      const readonly = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
      return `${readonly ? 'readonly ' : ''}${key}${optional}:${m.type ? this.print(m.type) : 'any'}`;
    }
    if (ts.isMethodSignature(m)) return this.callable(`${key}${optional}`, m);
    if (ts.isCallSignatureDeclaration(m)) return this.callable('F', m);
    if (ts.isConstructSignatureDeclaration(m)) return this.callable('new', m);
    if (ts.isIndexSignatureDeclaration(m)) {
      const readonly = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
      const keys = m.parameters.map((p) => (p.type ? this.print(p.type) : 'any')).join(',');
      return `${readonly ? 'readonly ' : ''}[${keys}]:${this.print(m.type)}`;
    }
    return this.written(m);
  }

  private mapped(n: TsMorph.ts.MappedTypeNode): string {
    const ts = this.ts;
    const p = n.typeParameter;
    const token = (t: TsMorph.ts.Node | undefined, word: string) =>
      !t
        ? ''
        : t.kind === ts.SyntaxKind.PlusToken
          ? `+${word}`
          : t.kind === ts.SyntaxKind.MinusToken
            ? `-${word}`
            : word;
    // The constraint is outside the key's scope; `as` and the value type inside it.
    const constraint = p.constraint ? this.print(p.constraint) : '';
    return this.binding([p.name.text], () => {
      const as = n.nameType ? ` as ${this.print(n.nameType)}` : '';
      const type = n.type ? this.print(n.type) : 'any';
      return `M{${token(n.readonlyToken, 'readonly')}[${this.bound.get(p.name.text)} in ${constraint}${as}]${token(n.questionToken, '?')}:${type}}`;
    });
  }

  /** `infer` variables are bound in the `extends` clause and the true branch only. */
  private conditional(n: TsMorph.ts.ConditionalTypeNode): string {
    const check = this.print(n.checkType);
    const inferred = new Set<string>();
    collectInfers(this.ts, n.extendsType, inferred);
    const [extendsType, trueType] = this.binding([...inferred], () => [
      this.print(n.extendsType),
      this.print(n.trueType),
    ]);
    return `C(${check} extends ${extendsType}?${trueType}:${this.print(n.falseType)})`;
  }

  /** Runs `read` with `names` bound to fresh canonical variables. */
  private binding<T>(names: string[], read: () => T): T {
    return this.withBound(
      names,
      names.map(() => `%${this.nextBound++}`),
      read,
    );
  }

  /** Runs `read` with each of `names` standing for the canonical text of `values`. */
  private withBound<T>(names: string[], values: string[], read: () => T): T {
    const outer = names.map((name) => [name, this.bound.get(name)] as const);
    names.forEach((name, i) => this.bound.set(name, values[i]!));
    try {
      return read();
    } finally {
      for (const [name, was] of outer) {
        if (was === undefined) this.bound.delete(name);
        else this.bound.set(name, was);
      }
    }
  }

  /** The node as written, comments and whitespace dropped: what nothing above canonicalizes. */
  private written(n: Node): string {
    return `?(${normalizedText(n, this.h.sf)})`;
  }
}

/** A union of canonical members, in any order; one member alone is itself. */
function union(members: string[]): string {
  return members.length === 1 ? members[0]! : `U(${members.sort().join('|')})`;
}

/**
 * Members in order of their names (a stable sort: overloads and call signatures keep their order,
 * which picks the overload a call resolves to).
 */
function literal(members: { key: string; text: string }[]): string {
  members.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return `L{${members.map((m) => m.text).join(';')}}`;
}
