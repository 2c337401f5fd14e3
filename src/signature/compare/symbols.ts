import type { ApiSymbol, PairFinding, SourceQuestion, Surface } from '../model';
import { isNamedTypeText } from '../type-text';
import { compareCallable, compareTypeParams, signatureText, withTypeParamsRead } from './callables';
import { compareDocs, releaseTag } from './docs';
import { compareAlias, compareEnum, compareHeritage, compareValue } from './declarations';
import { compareMembers, constructorOf, isCtor } from './members';
import { list } from './params';
import { boundAtRunTime, quoted, type At, type Reporter } from './reporter';
import { moduleName } from '../module-specifiers';

const kindName: Record<ApiSymbol['kind'], string> = {
  function: 'function',
  class: 'class',
  interface: 'interface',
  type: 'type alias',
  enum: 'enum',
  variable: 'variable',
  namespace: 'namespace',
  value: 'value',
};

/** Exports: removed, renamed, added, changed — then each surviving symbol in depth. */
export function compareSymbols(r: Reporter, base: Surface, head: Surface, js: boolean): void {
  const removed: ApiSymbol[] = [];
  for (const [name, b] of base.symbols) {
    // `@internal` is not public API: what happens to it breaks no one.
    if (releaseTag(b) === 'internal') continue;
    const h = head.symbols.get(name);
    // The same object: the head declares it identically and reused the base's reading (ts/reuse.ts).
    if (h === b) continue;
    if (h?.sameCodeAs === b) compareDocs(r, name, b, h, { line: h.line, oldLine: b.line });
    else if (h) compareSymbol(r, b, h, js);
    else removed.push(b);
  }
  const added = [...head.symbols.values()].filter((h) => !base.symbols.has(h.name));
  const renamed = new Set<ApiSymbol>();
  if (!base.global) movedAugmentations(r, removed, added, renamed, js);
  for (const b of removed) {
    if (renamed.has(b)) continue;
    // A Python variable whose value is not a literal shows only its annotation: too little to
    // tell a rename from one variable removed and another added.
    if (r.language === 'py' && b.kind === 'variable' && b.value === undefined) continue;
    // A name the head still binds, by a re-export or an import, was not renamed.
    if (head.reexports.has(b.name) || head.hidden.get(b.name)?.importedFrom !== undefined) continue;
    const print = fingerprint(r, b);
    // Of one shape and of related names (`oldName` → `newName`, `createStore` →
    // `legacy_createStore`): `isPlainArray` and `isPromise` are two functions of one shape.
    const same = added.filter(
      (a) => !renamed.has(a) && fingerprint(r, a) === print && relatedNames(b.name, a.name),
    );
    if (same.length !== 1 || isDefault(b.name) || isDefault(same[0]!.name)) continue;
    const a = same[0]!;
    renamed.add(a).add(b);
    r.add('export-renamed', b.name, `${kindName[b.kind]} \`${b.name}\` renamed to \`${a.name}\``, {
      line: a.line,
      oldLine: b.line,
    });
  }
  for (const b of removed) {
    if (renamed.has(b)) continue;
    const at: At = { oldLine: b.line };
    if (head.reexports.has(b.name)) continue; // still exported, now through a re-export
    if (head.openNames !== undefined && !isDefault(b.name)) {
      r.add(
        'export-removed',
        b.name,
        `${kindName[b.kind]} \`${b.name}\` is no longer defined here; ${boundAtRunTime(head.openNames)}`,
        at,
        'warning',
      );
      continue;
    }
    const stars =
      starSupply(head) ??
      newStarImports(base, head) ??
      (base.global
        ? 'it is a global (or an ambient module), which another file may declare (not compared)'
        : undefined);
    if (stars !== undefined && !isDefault(b.name)) {
      // `export * from` another module may supply it: the set answers where it holds them.
      const what = `${kindName[b.kind]} \`${b.name}\``;
      const finding = r.add(
        'export-removed',
        b.name,
        `${what} is no longer declared here; ${stars}`,
        at,
        'warning',
      );
      const from = starSources(head);
      if (finding && r.language === 'ts' && from.length > 0)
        (finding as PairFinding).supplies = {
          name: b.name,
          from,
          suppliedMessage: `${what} is no longer declared here; \`export * from\` {from} exports it`,
          plainMessage: `${what} removed (no module of its \`export * from\` exports it)`,
        };
      continue;
    }
    const hidden = head.hidden.get(b.name) ?? head.hidden.get(`_${b.name}`);
    // `export = lib` of a function (or class) merged with a namespace: the namespace's members
    // are named imports, and the function a default import under `esModuleInterop` (pino 9.8).
    const exportEquals = r.language === 'ts' ? head.symbols.get('export=') : undefined;
    if (b.name === 'default' && exportEquals && !base.symbols.has('export=')) {
      r.add(
        'default-export-changed',
        b.name,
        `default export (${kindName[b.kind]}) became \`export =\` (${kindName[exportEquals.kind]}): a default import of it needs \`esModuleInterop\` (or \`allowSyntheticDefaultImports\`)`,
        { line: exportEquals.line, oldLine: b.line },
        'warning',
      );
      continue;
    }
    const member = exportEquals?.namespace?.get(b.name);
    if (member && !isDefault(b.name)) {
      r.add(
        'export-removed',
        b.name,
        `${kindName[b.kind]} \`${b.name}\` is now a member of the namespace exported by \`export =\`: \`import { ${b.name} }\` still resolves (not compared)`,
        { line: member.line, oldLine: b.line },
        'info',
      );
      continue;
    }
    if (isDefault(b.name)) {
      r.add(
        'default-export-changed',
        b.name,
        `${b.name === 'default' ? 'default export' : '`export =`'} (${kindName[b.kind]}) removed`,
        at,
      );
    } else if (hidden?.importedFrom !== undefined && hidden.name === b.name) {
      r.add(
        'visibility-narrowed',
        b.name,
        `${kindName[b.kind]} \`${b.name}\` is now imported from \`${hidden.importedFrom}\`, not defined here: still an attribute of the module, no longer its own API`,
        { line: hidden.line, oldLine: b.line },
        'warning',
      );
    } else if (hidden) {
      const how =
        hidden.name === b.name
          ? 'is no longer public'
          : `became private (renamed to \`${hidden.name}\`)`;
      r.add('visibility-narrowed', b.name, `${kindName[b.kind]} \`${b.name}\` ${how}`, {
        line: hidden.line,
        oldLine: b.line,
      });
    } else {
      // Gone only for the older Pythons it was defined for: who runs those, the finding says.
      const older = b.olderPythonOnly;
      r.add(
        'export-removed',
        b.name,
        `${kindName[b.kind]} \`${b.name}\` removed${older ? ` (it was defined only where \`${older}\`)` : ''}`,
        at,
        older ? 'warning' : undefined,
      );
    }
  }
  for (const a of added) {
    if (renamed.has(a) || base.reexports.has(a.name)) continue;
    if (base.hidden.has(a.name)) continue;
    r.add('export-added', a.name, `${kindName[a.kind]} \`${a.name}\` added`, { line: a.line });
  }
}

/**
 * An augmentation moved to another module's name (pinia 2.1 → 2.3: `declare module
 * '@vue/runtime-core'` → `declare module 'vue'`, which re-exports it): paired with the added one
 * that declares most of its names, and compared with it. Into `paired`.
 */
function movedAugmentations(
  r: Reporter,
  removed: ApiSymbol[],
  added: ApiSymbol[],
  paired: Set<ApiSymbol>,
  js: boolean,
): void {
  for (const b of removed) {
    if (!b.ambientModule || paired.has(b)) continue;
    const names = new Set([...(b.namespace?.keys() ?? [])]);
    const shared = (a: ApiSymbol) => [...(a.namespace?.keys() ?? [])].filter((n) => names.has(n));
    const [a] = added
      .filter((a) => a.ambientModule && !paired.has(a) && shared(a).length > 0)
      .sort((x, y) => shared(y).length - shared(x).length);
    if (!a) continue;
    paired.add(a).add(b);
    r.add(
      'export-removed',
      b.name,
      `augmentation of module \`${b.name}\` moved to \`${a.name}\`: the same types only where \`${a.name}\` re-exports \`${b.name}\` (not in view); its declarations are compared there`,
      { line: a.line, oldLine: b.line },
      'warning',
    );
    compareSymbol(r, b, a, js);
  }
}

/** An alias of a relative module's declaration (`'./core'.X`), not a package's. */
function relative(source: string): boolean {
  return /^'\.\.?\//.test(source);
}

/** `'./core'.X` as the module and the name it imports; undefined for a deeper name. */
function importedName(source: string): { from: string; imported: string } | undefined {
  const imported = /^'([^']+)'\.([\w$]+)$/.exec(source);
  return imported ? { from: imported[1]!, imported: imported[2]! } : undefined;
}

/** An alias that names another module's declaration now: compared by the set, if in view. */
function retargetedAlias(r: Reporter, name: string, from: string, to: string, at: At): void {
  const retargeted = `alias \`${name}\` retargeted: ${quoted(from)} → ${quoted(to)}`;
  const finding = r.add(
    'reexport-removed',
    name,
    `${retargeted} (the two sources are not compared)`,
    at,
    'warning',
  );
  const [base, head] = [importedName(from), importedName(to)];
  if (finding && base && head) (finding as PairFinding).sources = { name, base, head, retargeted };
}

/**
 * A re-export or an alias of an imported declaration that became type-only (`what` says which): a
 * use of it as a value breaks if what it names has one, which the set answers where it has the
 * declaration in view (see SourceQuestion), where `sources` says where to look.
 */
export function typeOnlyFinding(
  r: Reporter,
  name: string,
  what: string,
  at: At,
  sources: Omit<SourceQuestion, 'typeOnly'> | undefined,
): void {
  const finding = r.add(
    'export-type-only',
    name,
    `${what}: whether it has a value is not in view`,
    at,
    'warning',
  );
  if (finding && sources)
    (finding as PairFinding).sources = { ...sources, typeOnly: `${what}, which has a value` };
}

/** An alias of an imported declaration that became type-only (see typeOnlyFinding). */
function typeOnlyAlias(r: Reporter, name: string, source: string, at: At): void {
  const from = importedName(source);
  const what = `\`${name}\` became type-only (an alias of ${quoted(source)})`;
  typeOnlyFinding(r, name, what, at, from && { name, base: from, head: from });
}

/**
 * An interface that became a class (@types/node 20.17 `PerformanceObserverEntryList`): the same
 * instance type, and a value added. Its instance members are compared with the interface's; a
 * private or protected one makes the type nominal, so an object of its shape no longer is one.
 */
function interfaceToClass(r: Reporter, b: ApiSymbol, h: ApiSymbol, at: At, js: boolean): void {
  const instance = h.members.filter((m) => !m.static && !isCtor(m));
  const nominal = instance.some((m) => m.visibility !== 'public');
  r.add(
    'export-kind-changed',
    b.name,
    `\`${b.name}\` changed from interface to class (a value added; its instance members compared with the interface's${nominal ? '; a private or protected member makes it nominal: an object of its shape no longer is one' : ''})`,
    at,
    nominal ? 'breaking' : 'info',
  );
  const heritage = h.heritage.map((e) => e.replace(/^implements\s+/, 'extends '));
  const asInterface: ApiSymbol = { ...h, kind: 'interface', members: instance, heritage };
  compareDeclaration(r, b, asInterface, js);
}

/** One export's two versions, in depth. */
export function compareSymbol(r: Reporter, b: ApiSymbol, h: ApiSymbol, js: boolean): void {
  compareDeclaration(r, b, h, js);
  // A kind change stops deeper comparison.
  if (b.kind === h.kind) compareNamespace(r, b, h, js);
}

/** What a namespace merged into the name exports: each export removed, or compared in depth. */
function compareNamespace(r: Reporter, b: ApiSymbol, h: ApiSymbol, js: boolean): void {
  // An object literal's properties against a value read otherwise: its (guessed) type decides.
  if (b.objectLiteral !== h.objectLiteral) return;
  const holder = b.objectLiteral ? 'object' : 'namespace';
  for (const [member, bm] of b.namespace ?? []) {
    const hm = h.namespace?.get(member);
    if (hm === bm) continue;
    if (hm) compareSymbol(r, bm, hm, js);
    else
      r.add('member-removed', bm.name, `\`${bm.name}\` removed from ${holder} \`${space(bm)}\``, {
        line: h.line,
        oldLine: bm.line,
      });
  }
}

/** The namespace a namespace's export is named in: `knex` of `knex.Config`. */
function space(s: ApiSymbol): string {
  return s.name.slice(0, s.name.lastIndexOf('.'));
}

function compareDeclaration(r: Reporter, b: ApiSymbol, h: ApiSymbol, js: boolean): void {
  const at: At = { line: h.line, oldLine: b.line };
  const name = b.name;
  const [bAlias, hAlias] = [b.importAlias ?? b.typeAliasOf, h.importAlias ?? h.typeAliasOf];
  if ((b.importAlias ?? h.importAlias) && bAlias && hAlias) {
    // Two aliases of imported declarations: only a value meaning lost can break a use of one; of
    // two, the set compares them where it has both in view.
    if (b.space !== 'type' && h.space === 'type') typeOnlyAlias(r, name, bAlias, at);
    // (A package's name may be the package itself, preact/compat's `'preact'` for `'../../src'`:
    // an alias retargeted to or from a package is not said, as before aliases were read.)
    else if (moduleName(bAlias) !== moduleName(hAlias) && relative(bAlias) && relative(hAlias))
      retargetedAlias(r, name, bAlias, hAlias, at);
    compareDocs(r, name, b, h, at);
    return;
  }
  // A value exported in place or through a variable holding it is the same export
  // (`module.exports = { LIST: [...] }`, `const LIST = [...]; module.exports = { LIST }`).
  const valueLike = (k: ApiSymbol['kind']) => k === 'value' || k === 'variable';
  // An interface and an alias of an object type literal spell one object type: compared as two
  // interfaces, after what each spelling alone allows.
  const objectType = (s: ApiSymbol) => s.kind === 'interface' || s.objectType === true;
  if (b.kind !== h.kind && objectType(b) && objectType(h)) {
    const lost =
      h.kind === 'interface'
        ? 'an interface has no implicit index signature: a `Record<string, …>` no longer takes its values'
        : 'a type alias cannot be merged into: declarations that augment it no longer compile';
    r.add(
      'export-kind-changed',
      name,
      `\`${name}\` changed from ${kindName[b.kind]} to ${kindName[h.kind]} (an object type either way, compared member by member; ${lost})`,
      at,
      'warning',
    );
    const asInterface = (s: ApiSymbol): ApiSymbol => ({ ...s, kind: 'interface' });
    compareDeclaration(r, asInterface(b), asInterface(h), js);
    return;
  }
  if (b.kind === 'interface' && h.kind === 'class') {
    interfaceToClass(r, b, h, at, js);
    return;
  }
  if (b.kind !== h.kind && !(valueLike(b.kind) && valueLike(h.kind))) {
    if (b.kind === 'class' && h.kind === 'interface') {
      r.add(
        'export-type-only',
        name,
        `class \`${name}\` became an interface (type only: no value to construct)`,
        at,
      );
    } else if (isDefault(name)) {
      r.add(
        'default-export-changed',
        name,
        `${name === 'default' ? 'default export' : '`export =`'} changed from ${kindName[b.kind]} to ${kindName[h.kind]}`,
        at,
      );
    } else if (callableByName(b, h) || callableByName(h, b)) {
      // `const f: Make` (a named type, maybe callable) ↔ a function: only the checker can say,
      // where the function too was declared by a type (`const f: (a: A) => B`).
      // (Anything but equal stays unknown: the checker compares the two versions of a type both
      // name, `target?: Instance`, member by member, where a change to it is reported already.)
      if (b.valueType && h.valueType && r.relate(b.valueType, h.valueType) === 'equal') return;
      r.add(
        'export-kind-changed',
        name,
        `\`${name}\` changed from ${kindName[b.kind]} to ${kindName[h.kind]} (declared by a named type: relation unknown)`,
        at,
        'warning',
      );
    } else if (r.language === 'py' && b.kind === 'function' && h.kind === 'class') {
      // Called alike (typeshed `typing_extensions.deprecated`): the class's constructor takes the
      // calls the function took, or not.
      const ctor = constructorOf(r, h);
      r.add(
        'export-kind-changed',
        name,
        `\`${name}\` changed from function to class (called alike${ctor ? ': its constructor is compared with the function' : '; its constructor is not in view'})`,
        at,
        'warning',
      );
      if (ctor)
        compareCallable(r, b.signatures, ctor.signatures, { symbol: name, isConstructor: true });
    } else if (b.aliasOf !== undefined || h.aliasOf !== undefined) {
      // `run = helper` for `def run(...)`: the name is bound to another object, which a pair
      // cannot read (Python aliases, `TimeoutError = TimeoutError`, `run = working_set.run`).
      const alias = (s: ApiSymbol) =>
        s.aliasOf !== undefined ? `a name bound to ${quoted(s.aliasOf)}` : kindName[s.kind];
      r.add(
        'export-kind-changed',
        name,
        `\`${name}\` changed from ${alias(b)} to ${alias(h)} (not compared)`,
        at,
        'warning',
      );
    } else {
      r.add(
        'export-kind-changed',
        name,
        `\`${name}\` changed from ${kindName[b.kind]} to ${kindName[h.kind]}`,
        at,
      );
    }
    return;
  }
  // Only a space lost breaks: a value that gained a type of its name (`const C` and `interface C`)
  // is imported as before.
  if (b.space !== h.space && b.space !== 'type' && h.space !== 'both' && r.language === 'ts') {
    r.add(
      'export-type-only',
      name,
      `\`${name}\` changed from a ${spaceName(b.space)} export to a ${spaceName(h.space)} export`,
      at,
    );
  }
  compareDocs(r, name, b, h, at);
  if (b.decorators.join(' ') !== h.decorators.join(' ')) {
    r.add(
      'decorator-changed',
      name,
      `decorators of \`${name}\` changed from ${list(b.decorators)} to ${list(h.decorators)}`,
      at,
    );
  }
  // A generic declaration's type parameters renamed in place name the same arguments, and one
  // added with a default reads as that default.
  const compare = () => compareByKind(r, b, h, at, js);
  if (b.kind === 'class' || b.kind === 'interface' || b.kind === 'type')
    withTypeParamsRead(r, b.typeParams, h.typeParams, compare);
  else compare();
}

/** The rest of compareDeclaration: what each kind of declaration compares. */
function compareByKind(r: Reporter, b: ApiSymbol, h: ApiSymbol, at: At, js: boolean): void {
  const name = b.name;
  switch (b.kind) {
    case 'function':
      if (b.form && h.form && b.form !== h.form) {
        // A declaration can be called with `new` and merged with; an arrow cannot: only losing
        // those breaks.
        r.add(
          'callable-form-changed',
          name,
          `\`${name}\` changed from ${formName(b.form)} to ${formName(h.form)}`,
          at,
          b.form === 'declaration' ? 'breaking' : 'info',
        );
      }
      compareCallable(r, b.signatures, h.signatures, { symbol: name, js });
      return;
    case 'class':
      if (!b.abstract && h.abstract)
        r.add('abstract-added', name, `class \`${name}\` became abstract`, at);
      compareHeritage(r, b, h, at);
      // Python may name a generic class bare (`x: Box`): a class that had no type parameters gains
      // one without breaking a use; TS requires the arguments a parameter without default needs.
      compareTypeParams(
        r,
        name,
        b.typeParams,
        h.typeParams,
        at,
        undefined,
        r.language === 'ts' || b.typeParams.length > 0,
      );
      compareMembers(r, b, h, js);
      return;
    case 'interface': {
      // Heritage replaced by the members it lent, spelled out (or the reverse): the same type.
      const respelled =
        b.heritage.join() !== h.heritage.join() &&
        b.declaredType !== undefined &&
        h.declaredType !== undefined &&
        r.oracle.sameDeclaredType?.(b.declaredType, h.declaredType) === true;
      compareHeritage(r, b, h, at, respelled);
      compareTypeParams(r, name, b.typeParams, h.typeParams, at);
      compareMembers(r, b, h, js, respelled);
      return;
    }
    case 'type':
      compareTypeParams(r, name, b.typeParams, h.typeParams, at);
      compareAlias(r, b, h, at);
      return;
    case 'enum':
      compareEnum(r, b, h, at);
      return;
    case 'namespace':
      return; // its exports are compared by compareNamespace
    default:
      compareValue(r, b, h, at, js);
  }
}

/** Kind, shape and value: equal prints across a removed and an added export mean a rename. */
function fingerprint(r: Reporter, s: ApiSymbol): string {
  return JSON.stringify([
    s.kind,
    s.form,
    s.signatures.map((x) => signatureText(r, x)),
    s.members.map((m) => [
      m.name,
      m.form,
      m.type?.text,
      m.value,
      m.signatures.map((x) => signatureText(r, x)),
    ]),
    s.heritage,
    s.valueType?.text,
    s.value,
    s.typeParams.map((t) => t.name),
  ]);
}

/** The modules a TS surface re-exports whole (`export * from './a'`), as written. */
function starSources(head: Surface): string[] {
  return [...head.reexports.values()].filter((x) => x.name === '*').map((x) => x.from);
}

/** "`export * from` './a', './b' may supply it (not compared)", or undefined without `export *`. */
export function starSupply(head: Surface): string | undefined {
  const from = starSources(head).map((x) => `'${x}'`);
  return from.length > 0
    ? `\`export * from\` ${from.join(', ')} may supply it (not compared)`
    : undefined;
}

/**
 * Python: star imports the head has and the base did not. Most names gone from a module that
 * star-imports another are gone, but one that started to may have moved its names there.
 */
function newStarImports(base: Surface, head: Surface): string | undefined {
  const added = head.starImports?.filter((m) => !base.starImports?.includes(m)) ?? [];
  return added.length > 0
    ? `\`from ${added.join(' import *`, `from ')} import *\`, new in this version, may supply it (not compared)`
    : undefined;
}

/** Two names that share a word of three letters or more, or of which one contains the other. */
function relatedNames(a: string, b: string): boolean {
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  if (la.includes(lb) || lb.includes(la)) return true;
  const words = (name: string) =>
    name
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .split(/[^A-Za-z\d]+/)
      .map((w) => w.toLowerCase())
      .filter((w) => w.length >= 3);
  const ofA = new Set(words(a));
  return words(b).some((w) => ofA.has(w));
}

/**
 * A function and a variable declared by a named type (`const f: Make`) or the type of another
 * value (`const fetch: typeof globalThis.fetch`, ofetch 1.3): the variable may be callable.
 */
function callableByName(fn: ApiSymbol, v: ApiSymbol): boolean {
  const named = (text: string) => isNamedTypeText(text.replace(/^typeof\s+/, ''));
  return (
    fn.kind === 'function' &&
    v.kind === 'variable' &&
    v.valueType !== undefined &&
    named(v.valueType.text)
  );
}

function isDefault(name: string): boolean {
  return name === 'default' || name === 'export=';
}

function spaceName(space: ApiSymbol['space']): string {
  return space === 'both' ? 'value-and-type' : `${space}-only`;
}

function formName(form: NonNullable<ApiSymbol['form']>): string {
  return form === 'declaration'
    ? 'a function declaration'
    : 'an arrow/function-expression constant';
}
