import { CommentTexts } from '../comments';
import { type PairFinding, type Reexport, type SourceQuestion, type Surface } from '../model';
import { sameChunk } from '../chunks';
import { moduleOf } from '../module-specifiers';
import { compareComments } from './comments';
import { compareEntrypoints } from './entrypoints';
import { boundAtRunTime, isPrivateName, type Reporter } from './reporter';
import { importsOwnSubmodule, samePythonModule } from './python-modules';
import { compareSymbols, starSupply, typeOnlyFinding } from './symbols';

/** Every drift between two surfaces of one file, into the reporter. */
export function compareSurfaces(r: Reporter, base: Surface, head: Surface, js = false): void {
  r.base = base;
  r.head = head;
  compareSymbols(r, base, head, js);
  compareReexports(r, base, head);
  compareEntrypoints(r, base, head);
  if (!base.comments.sameTexts(head.comments)) {
    const known = new CommentTexts();
    compareComments(r, base.comments.inventory(known), head.comments.inventory(known));
  }
}

/** The question a re-export whose source changed asks of the set. */
function sourcesOf(b: Reexport, h: Reexport): SourceQuestion {
  return {
    name: b.name,
    base: { from: b.from, imported: b.imported },
    head: { from: h.from, imported: h.imported },
  };
}

function compareReexports(r: Reporter, base: Surface, head: Surface): void {
  // A star re-export found under another spelling of its module (`./api` → `./api.js`).
  const stars = new Map(
    [...head.reexports.values()].filter((h) => h.name === '*').map((h) => [moduleOf(h.from), h]),
  );
  for (const [key, b] of base.reexports) {
    const h =
      head.reexports.get(key) ??
      (b.name === '*' && r.language === 'ts' ? stars.get(moduleOf(b.from)) : undefined);
    const source = `${b.imported === '*' ? '*' : b.imported} from '${b.from}'`;
    if (!h) {
      if (b.name !== '*' && head.symbols.has(b.name)) continue; // now declared here
      // `export { X } from './m'` → `export * from './m'`: X still comes from './m'; from another
      // module's `export *` it may (not in view).
      const named = b.name !== '*' && b.name !== 'default';
      if (named && head.reexports.has(`* from ${b.from}`)) continue;
      const stars = starSupply(head);
      if (named && stars !== undefined) {
        r.add(
          'reexport-removed',
          b.name,
          `re-export \`${b.name}\` (${source}) removed; ${stars}`,
          {
            oldLine: b.line,
          },
          'warning',
        );
        continue;
      }
      const local = b.name === '*' ? undefined : head.hidden.get(b.name);
      if (local) {
        const now =
          local.importedFrom === undefined
            ? 'it is now defined here and not exported'
            : 'it is still imported, not re-exported';
        // A Python `_name` the module still binds stays importable: private by its name only.
        const stillBound = r.language === 'py' && isPrivateName(b.name);
        r.add(
          'visibility-narrowed',
          b.name,
          `\`${b.name}\` is no longer public: it was re-exported (${source}), ${now}`,
          { line: local.line, oldLine: b.line },
          stillBound ? 'warning' : undefined,
        );
        continue;
      }
      // A module that binds names at run time (`__getattr__`, `globals()`) may still serve it.
      const open = b.name === '*' ? undefined : head.openNames;
      const submodule = b.name !== '*' && importsOwnSubmodule(r, b.from);
      const why = open
        ? `; ${boundAtRunTime(open)}`
        : submodule
          ? `: a submodule, which \`from ${b.from} import ${b.imported}\` still imports (not compared)`
          : '';
      r.add(
        'reexport-removed',
        b.name,
        `re-export \`${b.name}\` (${source}) removed${why}`,
        { oldLine: b.line },
        open || submodule ? 'warning' : undefined,
      );
    } else if (
      h.from === b.from ||
      samePythonModule(r, b.from, h.from) ||
      (r.language === 'ts' && moduleOf(h.from) === moduleOf(b.from))
        ? h.imported !== b.imported
        : !sameChunk(h.from, b.from)
    ) {
      // The name is still exported, from a module not compared here: the set compares the two
      // declarations, where it has both in view.
      const retargeted = `re-export \`${b.name}\` retargeted: ${source} → ${h.imported} from '${h.from}'`;
      const finding = r.add(
        'reexport-removed',
        b.name,
        `${retargeted} (the two sources are not compared)`,
        { line: h.line, oldLine: b.line },
        'warning',
      );
      if (finding)
        (finding as PairFinding).sources = {
          ...sourcesOf(b, h),
          retargeted,
        };
    } else if (
      r.language === 'ts' &&
      b.name !== '*' &&
      h.from !== b.from &&
      sameChunk(h.from, b.from)
    ) {
      // A bundle chunk renamed by its content hash: its export names are the bundler's, and what
      // the entry re-exports is compared as the set reads the two chunks (dropped where equal).
      const finding = r.add(
        'reexport-removed',
        b.name,
        `re-export \`${b.name}\` changed in the renamed chunk '${h.from}'`,
        { line: h.line, oldLine: b.line },
        'info',
      );
      if (finding) (finding as PairFinding).sources = { ...sourcesOf(b, h), dropUnanswered: true };
    } else if (!b.typeOnly && h.typeOnly) {
      // Only a value lost breaks a use: the set looks at what the source declares.
      const what = `re-export \`${b.name}\` (${source}) became type-only`;
      const at = { line: h.line, oldLine: b.line };
      typeOnlyFinding(r, b.name, what, at, b.name === '*' ? undefined : sourcesOf(b, h));
    }
  }
  for (const [key, h] of head.reexports) {
    if (base.reexports.has(key) || h.name === '*' || base.symbols.has(h.name)) continue;
    r.add(
      'export-added',
      h.name,
      `re-export \`${h.name}\` (${h.imported} from '${h.from}') added`,
      { line: h.line },
    );
  }
}
