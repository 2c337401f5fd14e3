/**
 * Opacity decided from syntax alone, so that a pair whose type questions all have opaque answers
 * never builds a program. Each rule answers "opaque" only where the checker's own test
 * (TsTypeOracle.opaque) certainly would; anything else is left to the checker.
 */
import type * as TsMorph from 'ts-morph';
import type { TsTypeHandle } from './context';
import { bindingNames } from './surface';

type Ts = typeof TsMorph.ts;
type Node = TsMorph.ts.Node;
type Expression = TsMorph.ts.Expression;

/** True when the checker would find this type opaque: see the three rules below. */
export function opaqueBySyntax(ts: Ts, h: TsTypeHandle): boolean {
  if (h.mode === 'type') return namesOpaque(ts, h.node, h);
  if (h.imported.size === 0) return false;
  // An inferred type computed from an import is the error type: imports are never resolved.
  // (An async arrow's is `Promise<error>`, not opaque.) An arrow's parameter of the same name
  // hides the import.
  const node = h.node;
  if (h.mode === 'value') {
    // A variable's initializer, or an exported expression itself.
    const initializer = ts.isVariableDeclaration(node) ? node.initializer : (node as Expression);
    return initializer !== undefined && fromImport(ts, initializer, h.imported);
  }
  if (!ts.isArrowFunction(node) || ts.isBlock(node.body) || isAsync(ts, node)) return false;
  const params = new Set(node.parameters.flatMap((p) => bindingNames(ts, p.name)));
  return fromImport(ts, node.body, h.imported, params);
}

/**
 * A declared type that references a name bound by an import or an `import('…')` type
 * (unresolvable) or a type parameter (base `T` and head `T` are different symbols), honouring the
 * scopes of the type parameters that the type itself declares (signatures, mapped types, `infer`).
 */
function namesOpaque(ts: Ts, root: Node, h: TsTypeHandle): boolean {
  const visit = (n: Node, scope: ReadonlySet<string>): boolean => {
    // `import('./m').X` names another module, which is never resolved; `this` is a type parameter
    // of its version's class, as `T` is.
    if (ts.isImportTypeNode(n) || ts.isThisTypeNode(n)) return true;
    if (ts.isTypeReferenceNode(n)) {
      // `T` bound by a type parameter, or `X` / `X.Y` whose `X` is imported: both opaque (a type
      // parameter shadowing an import is still a type parameter).
      let name: TsMorph.ts.EntityName = n.typeName;
      while (ts.isQualifiedName(name)) name = name.left;
      if (h.imported.has(name.text)) return true;
      if (name === n.typeName && (scope.has(name.text) || h.typeParams.has(name.text))) return true;
    }
    // A heritage entry, `extends X<A>` / `extends ns.X<A>`: the same test for its name.
    if (ts.isExpressionWithTypeArguments(n)) {
      let name: TsMorph.ts.Expression = n.expression;
      while (ts.isPropertyAccessExpression(name)) name = name.expression;
      if (ts.isIdentifier(name) && (h.imported.has(name.text) || h.typeParams.has(name.text)))
        return true;
    }
    if (ts.isConditionalTypeNode(n)) {
      if (visit(n.checkType, scope) || visit(n.extendsType, scope)) return true;
      const inferred = new Set(scope);
      collectInfers(ts, n.extendsType, inferred);
      return visit(n.trueType, inferred) || visit(n.falseType, scope);
    }
    const declared = declaredTypeParams(ts, n);
    const inner = declared.length ? new Set([...scope, ...declared]) : scope;
    return ts.forEachChild(n, (c) => visit(c, inner) || undefined) ?? false;
  };
  return visit(root, new Set());
}

function isAsync(ts: Ts, node: TsMorph.ts.ArrowFunction): boolean {
  return node.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) ?? false;
}

/** Type parameters a type node declares for its own subtree. */
function declaredTypeParams(ts: Ts, n: Node): string[] {
  if (ts.isMappedTypeNode(n)) return [n.typeParameter.name.text];
  const list = (
    n as Node & { typeParameters?: TsMorph.ts.NodeArray<TsMorph.ts.TypeParameterDeclaration> }
  ).typeParameters;
  return list ? list.map((p) => p.name.text) : [];
}

/** `infer X` names in a conditional type's `extends` clause (not inside a nested conditional). */
export function collectInfers(ts: Ts, n: Node, into: Set<string>): void {
  if (ts.isInferTypeNode(n)) into.add(n.typeParameter.name.text);
  if (ts.isConditionalTypeNode(n)) return;
  ts.forEachChild(n, (c) => collectInfers(ts, c, into));
}

/**
 * An expression whose type is the error type because it starts from an import: the import itself,
 * a property of it, or a call of either (`dual(...)`, `Schema.Struct(...)`), in parentheses or not.
 * `hidden`: names that a scope around the expression declares again.
 */
function fromImport(
  ts: Ts,
  e: TsMorph.ts.Expression,
  imported: ReadonlySet<string>,
  hidden?: ReadonlySet<string>,
): boolean {
  for (;;) {
    if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
    else if (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = e.expression;
    else return ts.isIdentifier(e) && imported.has(e.text) && !hidden?.has(e.text);
  }
}
