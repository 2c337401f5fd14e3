"use strict";
exports.id = 148;
exports.ids = [148];
exports.modules = {

/***/ 29488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ lineOf)
/* harmony export */ });
/** 1-based line of a character offset in a text (an offset past the end is on the last line). */
function lineOf(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}


/***/ }),

/***/ 80148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LockfileError: () => (/* reexport */ LockfileError),
  SbomOptionError: () => (/* reexport */ SbomOptionError),
  generateSbom: () => (/* binding */ generateSbom)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/spdx-expression-parse/index.js
var spdx_expression_parse = __webpack_require__(93326);
var spdx_expression_parse_default = /*#__PURE__*/__webpack_require__.n(spdx_expression_parse);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/sbom/cdx.ts
/* eslint-disable @typescript-eslint/no-require-imports -- subpath entries, see above */
const Models = __webpack_require__(50320);
const Enums = __webpack_require__(6820);
const Serialize = __webpack_require__(51248);
const Spec = __webpack_require__(94321);
const LicenseFactories = (__webpack_require__(84909).Factories);
const CYCLONEDX_LIBRARY_VERSION = (__webpack_require__(95523)/* .version */ .rE);

// EXTERNAL MODULE: ./node_modules/packageurl-js/index.js
var packageurl_js = __webpack_require__(87091);
;// CONCATENATED MODULE: ./src/sbom/purl.ts

/** `@scope/name` → group `@scope`, name `name` (the CycloneDX convention for npm). */
function splitNpmName(name) {
    const slash = name.indexOf('/');
    return name.startsWith('@') && slash > 0
        ? { group: name.slice(0, slash), name: name.slice(slash + 1) }
        : { name };
}
/** The package URL of a package: `pkg:npm/%40scope/name@1.0.0`, `pkg:pypi/name@1.0.0`. */
function purlFor(ecosystem, name, version) {
    if (ecosystem === 'npm') {
        const split = splitNpmName(name);
        return new packageurl_js.PackageURL('npm', split.group, split.name, version).toString();
    }
    return new packageurl_js.PackageURL('pypi', undefined, name, version).toString();
}

;// CONCATENATED MODULE: ./src/sbom/bom.ts





const specs = { '1.6': Spec.Spec1dot6, '1.5': Spec.Spec1dot5 };
const hashOrder = ['SHA-512', 'SHA-384', 'SHA-256', 'SHA-1', 'MD5'];
const licenseFactory = new LicenseFactories.LicenseFactory((expression) => {
    spdx_expression_parse_default()(expression);
});
/** Code-unit order: unlike localeCompare (which the library's sortLists uses) it is the same in every locale. */
const ordinal = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function hashDictionary(hashes) {
    const dictionary = new Models.HashDictionary();
    for (const name of hashOrder) {
        const value = hashes[name];
        if (value)
            dictionary.set(name, value);
    }
    return dictionary;
}
function licenses(license) {
    const repository = new Models.LicenseRepository();
    if (license) {
        const made = licenseFactory.makeFromString(license);
        made.acknowledgement = Enums.LicenseAcknowledgement.Declared;
        repository.add(made);
    }
    return repository;
}
function component(c) {
    const { group, name } = c.ecosystem === 'npm' ? splitNpmName(c.name) : { group: undefined, name: c.name };
    const references = new Models.ExternalReferenceRepository([...c.distributions]
        .sort((a, b) => ordinal(a.url, b.url))
        .map((d) => new Models.ExternalReference(d.url, Enums.ExternalReferenceType.Distribution, {
        hashes: hashDictionary(d.hashes),
        comment: d.comment,
    })));
    const properties = new Models.PropertyRepository([...c.properties]
        .sort(([n1, v1], [n2, v2]) => ordinal(n1, n2) || ordinal(v1, v2))
        .map(([n, v]) => new Models.Property(n, v)));
    return new Models.Component(Enums.ComponentType.Library, name, {
        bomRef: c.key,
        group,
        version: c.version,
        purl: c.key,
        scope: c.need === 'required' ? Enums.ComponentScope.Required : Enums.ComponentScope.Optional,
        hashes: hashDictionary(c.hashes),
        licenses: licenses(c.license),
        externalReferences: references,
        properties,
    });
}
function rootComponent(input) {
    const root = input.root;
    const name = root?.name ?? input.fallbackName;
    const split = root?.ecosystem === 'npm' ? splitNpmName(name) : { group: undefined, name };
    const purl = root ? purlFor(root.ecosystem, root.name, root.version) : undefined;
    return new Models.Component(Enums.ComponentType.Application, split.name, {
        bomRef: purl ?? `root:${name}`,
        group: split.group,
        version: root?.version,
        purl,
        description: root?.description,
        licenses: licenses(root?.license),
    });
}
function buildBom(input) {
    const bom = new Models.Bom();
    bom.metadata.timestamp = input.timestamp;
    bom.metadata.lifecycles.add(Enums.LifecyclePhase.PreBuild);
    bom.metadata.tools.components.add(new Models.Component(Enums.ComponentType.Application, version/* TOOL_NAME */.l, { version: version/* TOOL_VERSION */.w }));
    bom.metadata.tools.components.add(new Models.Component(Enums.ComponentType.Library, 'cyclonedx-library', {
        group: '@cyclonedx',
        version: CYCLONEDX_LIBRARY_VERSION,
    }));
    const root = rootComponent(input);
    bom.metadata.component = root;
    // Insertion order is output order (sortLists is off): components, dependencies and every list
    // inside them are added in code-unit order, so the output does not depend on the locale.
    const byKey = new Map();
    for (const key of [...input.graph.components.keys()].sort(ordinal)) {
        const made = component(input.graph.components.get(key));
        byKey.set(key, made);
        bom.components.add(made);
    }
    const refs = (keys) => [...keys].sort(ordinal).flatMap((k) => (byKey.has(k) ? [byKey.get(k).bomRef] : []));
    for (const ref of refs(input.graph.rootDeps))
        root.dependencies.add(ref);
    for (const [key, made] of byKey) {
        for (const ref of refs(input.graph.components.get(key).deps))
            made.dependencies.add(ref);
    }
    return bom;
}
function serialize(bom, format, specVersion) {
    const spec = specs[specVersion];
    const options = { sortLists: false, space: 2 };
    const serializer = format === 'cyclonedx-xml'
        ? new Serialize.XmlSerializer(new Serialize.XML.Normalize.Factory(spec))
        : new Serialize.JsonSerializer(new Serialize.JSON.Normalize.Factory(spec));
    return `${serializer.serialize(bom, options)}\n`;
}
/** RFC 4122 name-based UUID (version 5, SHA-1) in the URL namespace. */
function uuidV5(name) {
    const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');
    const bytes = (0,external_node_crypto_.createHash)('sha1').update(namespace).update(name).digest().subarray(0, 16);
    bytes[6] = (bytes[6] & 0x0f) | 0x50;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/**
 * Builds and serializes the BOM. The serial number is derived from the content: the JSON
 * serialization without it (for either format, so the JSON and the XML of one BOM share it). The
 * same inputs, with SOURCE_DATE_EPOCH fixing the timestamp, give the same bytes; any change in
 * content gives a new serial number.
 */
function renderBom(input) {
    const bom = buildBom(input);
    const unnumbered = serialize(bom, 'cyclonedx-json', input.specVersion);
    const digest = (0,external_node_crypto_.createHash)('sha256').update(unnumbered).digest('hex');
    const serialNumber = `urn:uuid:${uuidV5(`urn:letitloop-action:sbom:sha256:${digest}`)}`;
    bom.serialNumber = serialNumber;
    return { text: serialize(bom, input.format, input.specVersion), serialNumber };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/sbom/discover.ts


/** The lockfile names this module reads, and requirements files. */
const lockNames = new Set([
    'package-lock.json',
    'npm-shrinkwrap.json',
    'pnpm-lock.yaml',
    'yarn.lock',
    'poetry.lock',
    'uv.lock',
]);
const requirementsName = /^requirements.*\.txt$/i;
/**
 * Folders never searched: installed packages, virtual environments, VCS data, and test fixtures
 * (a repository's own test lockfiles are not its dependencies).
 */
const skippedDirs = new Set([
    'node_modules',
    'bower_components',
    'site-packages',
    '__pycache__',
    'fixtures',
    '__fixtures__',
    'testdata',
]);
const MAX_DEPTH = 8;
/**
 * Finds the lockfiles of a repository, sorted by path. npm-shrinkwrap.json wins over
 * package-lock.json in the same folder, as it does for npm.
 */
function discoverLockfiles(repoDir) {
    const found = [];
    const notes = [];
    const walk = (rel, depth) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(repoDir, rel), { withFileTypes: true });
        }
        catch {
            return;
        }
        // A virtual environment (pyvenv.cfg) holds installed packages, not the project's locks.
        if (rel && entries.some((e) => e.isFile() && e.name === 'pyvenv.cfg'))
            return;
        const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
        const inRequirementsDir = external_node_path_.posix.basename(rel) === 'requirements';
        for (const name of [...names].sort()) {
            const file = rel ? external_node_path_.posix.join(rel, name) : name;
            if (name === 'package-lock.json' && names.has('npm-shrinkwrap.json')) {
                notes.push(`${file} ignored: npm-shrinkwrap.json in the same folder takes precedence`);
            }
            else if (lockNames.has(name) || requirementsName.test(name)) {
                found.push({ file, projectRelDir: rel });
            }
            else if (inRequirementsDir && name.endsWith('.txt')) {
                found.push({ file, projectRelDir: external_node_path_.posix.dirname(rel) === '.' ? '' : external_node_path_.posix.dirname(rel) });
            }
        }
        if (depth >= MAX_DEPTH)
            return;
        for (const entry of entries) {
            if (entry.isDirectory() && !entry.name.startsWith('.') && !skippedDirs.has(entry.name)) {
                walk(rel ? external_node_path_.posix.join(rel, entry.name) : entry.name, depth + 1);
            }
        }
    };
    if ((0,external_node_fs_.existsSync)(repoDir))
        walk('', 0);
    found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    return { found, notes };
}

// EXTERNAL MODULE: ./src/lines.ts
var lines = __webpack_require__(29488);
;// CONCATENATED MODULE: ./src/sbom/errors.ts

/** A lockfile that cannot be read: reported with its line, while the other lockfiles go on. */
class LockfileError extends Error {
    line;
    name = 'LockfileError';
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
/** A bad option (SOURCE_DATE_EPOCH, a missing repository folder): exit 2, like a usage error. */
class SbomOptionError extends Error {
    name = 'SbomOptionError';
    exitCode = 2;
}
/** 1-based line of the first occurrence of `needle`, or undefined. */
function lineOf(text, needle) {
    const at = text.indexOf(needle);
    return at < 0 ? undefined : (0,lines/* lineOf */.c)(text, at);
}
/** JSON.parse with the failure turned into a LockfileError that names the line. */
function parseJsonLock(text) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        const message = error.message;
        const position = /position (\d+)/.exec(message);
        const lineCol = /line (\d+)/.exec(message);
        const line = position
            ? (0,lines/* lineOf */.c)(text, Number(position[1]))
            : lineCol
                ? Number(lineCol[1])
                : (0,lines/* lineOf */.c)(text, text.length);
        throw new LockfileError(`invalid JSON: ${message.split('\n')[0]}`, line);
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * A string-to-string map from a lockfile field, or an error naming the field. The line is looked
 * up only on error: searching the text for every entry would make large lockfiles quadratic.
 */
function stringMap(value, what, line) {
    if (value === undefined)
        return {};
    if (!isRecord(value))
        throw new LockfileError(`${what} is not an object`, line());
    for (const [key, v] of Object.entries(value)) {
        if (typeof v !== 'string')
            throw new LockfileError(`${what}.${key} is not a string`, line());
    }
    return value;
}

;// CONCATENATED MODULE: ./src/sbom/hashes.ts
const byPrefix = {
    sha1: 'SHA-1',
    sha256: 'SHA-256',
    sha384: 'SHA-384',
    sha512: 'SHA-512',
    md5: 'MD5',
};
const hexLength = {
    'SHA-1': 40,
    'SHA-256': 64,
    'SHA-384': 96,
    'SHA-512': 128,
    MD5: 32,
};
/**
 * Subresource-integrity strings (`sha512-<base64> sha1-<base64>`, npm, pnpm, yarn classic) to hex
 * hashes. Unknown algorithms and malformed digests are skipped rather than guessed.
 */
function fromIntegrity(integrity) {
    const hashes = {};
    if (!integrity)
        return hashes;
    for (const token of integrity.trim().split(/\s+/)) {
        const dash = token.indexOf('-');
        const algorithm = byPrefix[token.slice(0, dash).toLowerCase()];
        if (dash < 0 || !algorithm)
            continue;
        const hex = Buffer.from(token.slice(dash + 1).replace(/\?.*$/, ''), 'base64').toString('hex');
        if (hex.length === hexLength[algorithm])
            hashes[algorithm] ??= hex;
    }
    return hashes;
}
/** `sha256:<hex>` (pip --hash, poetry, uv) to one hash, or undefined when unknown or malformed. */
function fromPrefixedHex(value) {
    const match = /^([a-z0-9]+)[:=]([0-9a-fA-F]+)$/.exec(value.trim());
    const algorithm = match ? byPrefix[match[1].toLowerCase()] : undefined;
    if (!match || !algorithm || match[2].length !== hexLength[algorithm])
        return undefined;
    return [algorithm, match[2].toLowerCase()];
}
/** Adds `extra` to `into` without replacing a hash already known for an algorithm. */
function mergeHashes(into, extra) {
    for (const [name, value] of Object.entries(extra))
        into[name] ??= value;
    return into;
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/sbom/manifest.ts




function readText(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
function strings(value) {
    if (!isRecord(value))
        return {};
    return Object.fromEntries(Object.entries(value).filter((e) => typeof e[1] === 'string'));
}
/** A package.json `license` (string, legacy `{type}` or `licenses: [{type}]`) as one string. */
function licenseOf(manifest) {
    const { license, licenses } = manifest;
    if (typeof license === 'string' && license.trim())
        return license.trim();
    if (isRecord(license) && typeof license.type === 'string')
        return license.type;
    if (Array.isArray(licenses)) {
        const types = licenses
            .map((l) => (isRecord(l) && typeof l.type === 'string' ? l.type : undefined))
            .filter((t) => Boolean(t));
        if (types.length > 0)
            return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
    }
    return undefined;
}
/** Reads `dir/package.json`; undefined when it is missing or not a JSON object. */
function readPackageJson(dir) {
    const text = readText((0,external_node_path_.join)(dir, 'package.json'));
    if (text === undefined)
        return undefined;
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isRecord(raw))
        return undefined;
    const workspaces = Array.isArray(raw.workspaces)
        ? raw.workspaces
        : isRecord(raw.workspaces) && Array.isArray(raw.workspaces.packages)
            ? raw.workspaces.packages
            : [];
    return {
        name: typeof raw.name === 'string' ? raw.name : undefined,
        version: typeof raw.version === 'string' ? raw.version : undefined,
        description: typeof raw.description === 'string' ? raw.description : undefined,
        license: licenseOf(raw),
        dependencies: strings(raw.dependencies),
        devDependencies: strings(raw.devDependencies),
        optionalDependencies: strings(raw.optionalDependencies),
        workspaces: workspaces.filter((w) => typeof w === 'string'),
    };
}
/** PEP 503 normalized name: lowercase, runs of `-`, `_`, `.` become one `-`. */
function normalizePythonName(name) {
    return name.toLowerCase().replace(/[-_.]+/g, '-');
}
/** Reads `dir/pyproject.toml` ([project] first, then [tool.poetry]); undefined when absent. */
function readPyproject(dir) {
    const text = readText((0,external_node_path_.join)(dir, 'pyproject.toml'));
    if (text === undefined)
        return undefined;
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text);
    }
    catch {
        return undefined;
    }
    const tool = isRecord(doc.tool) ? doc.tool : {};
    const table = isRecord(doc.project) ? doc.project : isRecord(tool.poetry) ? tool.poetry : {};
    if (typeof table.name !== 'string')
        return undefined;
    const license = table.license;
    return {
        ecosystem: 'pypi',
        name: table.name,
        version: typeof table.version === 'string' ? table.version : undefined,
        description: typeof table.description === 'string' ? table.description : undefined,
        license: typeof license === 'string'
            ? license
            : isRecord(license) && typeof license.text === 'string'
                ? license.text
                : undefined,
    };
}
/** The project declared in `dir`: package.json, else pyproject.toml. */
function readProjectManifest(dir) {
    const pkg = readPackageJson(dir);
    if (pkg?.name) {
        return {
            ecosystem: 'npm',
            name: pkg.name,
            version: pkg.version,
            description: pkg.description,
            license: pkg.license,
        };
    }
    return readPyproject(dir);
}
/**
 * Looks licenses up in installed packages' package.json files, when node_modules is present:
 * the lock's install path (npm), the hoisted `node_modules/<name>` (yarn), or pnpm's virtual store.
 */
function npmLicenseLookup(dir) {
    const storeDir = (0,external_node_path_.join)(dir, 'node_modules', '.pnpm');
    let store;
    return (name, version, installPath) => {
        const candidates = [(0,external_node_path_.join)(dir, installPath ?? (0,external_node_path_.join)('node_modules', name))];
        if (!installPath && version) {
            store ??= safeReaddir(storeDir);
            const prefix = `${name.replace('/', '+')}@${version}`;
            for (const entry of store) {
                if (entry === prefix || entry.startsWith(`${prefix}_`) || entry.startsWith(`${prefix}(`)) {
                    candidates.push((0,external_node_path_.join)(storeDir, entry, 'node_modules', name));
                }
            }
        }
        for (const candidate of candidates) {
            const text = readText((0,external_node_path_.join)(candidate, 'package.json'));
            if (text === undefined)
                continue;
            try {
                const raw = JSON.parse(text);
                if (isRecord(raw) && raw.name === name && (!version || raw.version === version)) {
                    const license = licenseOf(raw);
                    if (license)
                        return license;
                }
            }
            catch {
                // A broken installed manifest only means no license from it.
            }
        }
        return undefined;
    };
}
function safeReaddir(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir).sort();
    }
    catch {
        return [];
    }
}
/**
 * Licenses of the Python packages installed in a virtual environment beside the lockfile
 * (`.venv` or `venv`), keyed `name@version` (normalized name), from each METADATA file's
 * `License-Expression` or `License` header.
 */
function installedPythonLicenses(dir) {
    const licenses = new Map();
    for (const venv of ['.venv', 'venv']) {
        const sitePackages = [
            ...safeReaddir((0,external_node_path_.join)(dir, venv, 'lib')).map((py) => (0,external_node_path_.join)(dir, venv, 'lib', py, 'site-packages')),
            (0,external_node_path_.join)(dir, venv, 'Lib', 'site-packages'),
        ];
        for (const site of sitePackages) {
            for (const entry of safeReaddir(site).filter((e) => e.endsWith('.dist-info'))) {
                const headers = metadataHeaders(readText((0,external_node_path_.join)(site, entry, 'METADATA')) ?? '');
                const name = headers.get('name');
                const license = headers.get('license-expression') ?? headers.get('license');
                // A one-line value only: old packages put the whole license text in `License`.
                if (name &&
                    headers.get('version') &&
                    license &&
                    license !== 'UNKNOWN' &&
                    license.length <= 100) {
                    licenses.set(`${normalizePythonName(name)}@${headers.get('version')}`, license);
                }
            }
        }
    }
    return licenses;
}
/** The header block of a core-metadata file (first value of each header, lowercase keys). */
function metadataHeaders(text) {
    const headers = new Map();
    for (const line of text.split(/\r?\n/)) {
        if (line === '')
            break;
        const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
        if (match && !headers.has(match[1].toLowerCase())) {
            headers.set(match[1].toLowerCase(), match[2].trim());
        }
    }
    return headers;
}

;// CONCATENATED MODULE: ./src/sbom/graph.ts




const needRank = { required: 0, optional: 1, dev: 2 };
/**
 * The need of every node of one lockfile. Flags from the lockfile win (npm); otherwise
 * reachability from the projects: through `prod` edges → required, through `optional` edges →
 * optional, only through `dev` edges → dev. A node nothing reaches stays required (listing it is
 * safer than hiding it).
 */
function classify(parsed) {
    const projects = [...parsed.nodes]
        .filter(([, n]) => n.projectDir !== undefined)
        .map(([id]) => id);
    // Projects are part of the repository: their own edges (dev included) start the walk.
    const reach = (kinds) => {
        const seen = new Set(projects);
        const follow = (edges) => edges.filter((e) => kinds.includes(e.kind)).map((e) => e.to);
        const queue = [
            ...follow(parsed.rootDeps),
            ...projects.flatMap((id) => follow(parsed.nodes.get(id).deps)),
        ];
        while (queue.length > 0) {
            const id = queue.pop();
            if (seen.has(id))
                continue;
            seen.add(id);
            queue.push(...follow(parsed.nodes.get(id)?.deps ?? []));
        }
        return seen;
    };
    const required = reach(['prod']);
    const runtime = reach(['prod', 'optional']);
    const any = reach(['prod', 'optional', 'dev']);
    const needs = new Map();
    for (const [id, node] of parsed.nodes) {
        if (node.flags) {
            needs.set(id, node.flags.dev ? 'dev' : node.flags.optional ? 'optional' : 'required');
        }
        else if (required.has(id) || !any.has(id)) {
            needs.set(id, 'required');
        }
        else {
            needs.set(id, runtime.has(id) ? 'optional' : 'dev');
        }
    }
    return needs;
}
function mergeInto(existing, next) {
    mergeHashes(existing.hashes, next.hashes);
    existing.license ??= next.license;
    for (const d of next.distributions) {
        if (!existing.distributions.some((e) => e.url === d.url))
            existing.distributions.push(d);
    }
    for (const [name, value] of next.properties) {
        if (!existing.properties.some(([n, v]) => n === name && v === value))
            existing.properties.push([name, value]);
    }
    for (const dep of next.deps)
        existing.deps.add(dep);
    if (needRank[next.need] < needRank[existing.need])
        existing.need = next.need;
    existing.project ||= next.project;
}
/**
 * Merges the parsed lockfiles into one graph keyed by package URL, so a package named by several
 * lockfiles is one component. A lockfile at the repository root hangs off the root project; one
 * in a sub-folder becomes a sub-project component that the root depends on.
 */
function buildGraph(parsed, includeDev) {
    const components = new Map();
    const rootDeps = new Set();
    const add = (component) => {
        const existing = components.get(component.key);
        if (existing)
            mergeInto(existing, component);
        else
            components.set(component.key, component);
    };
    for (const { lock, ctx } of parsed) {
        const needs = classify(lock);
        const keys = new Map();
        for (const [id, node] of lock.nodes)
            keys.set(id, purlFor(lock.ecosystem, node.name, node.version));
        const targets = (edges) => edges.flatMap((e) => {
            const key = keys.get(e.to);
            return key !== undefined && (includeDev || needs.get(e.to) !== 'dev') ? [key] : [];
        });
        const lockProperty = ['letitloop:sbom:lockfile', ctx.file];
        for (const [id, node] of lock.nodes) {
            const need = needs.get(id);
            if (need === 'dev' && !includeDev)
                continue;
            add({
                key: keys.get(id),
                ecosystem: lock.ecosystem,
                name: node.name,
                version: node.version,
                hashes: { ...node.hashes },
                license: node.license,
                distributions: [...node.distributions],
                properties: [...node.properties, lockProperty],
                deps: new Set(targets(node.deps.filter((e) => e.kind !== 'dev' || includeDev))),
                need,
                project: node.projectDir !== undefined,
            });
        }
        const lockRootDeps = targets(lock.rootDeps.filter((e) => e.kind !== 'dev' || includeDev));
        if (ctx.projectRelDir === '') {
            for (const key of lockRootDeps)
                rootDeps.add(key);
            continue;
        }
        const manifest = readProjectManifest(ctx.projectDir);
        const name = manifest?.name ?? external_node_path_.posix.basename(ctx.projectRelDir);
        const ecosystem = manifest?.ecosystem ?? lock.ecosystem;
        const key = purlFor(ecosystem, name, manifest?.version);
        add({
            key,
            ecosystem,
            name,
            version: manifest?.version,
            hashes: {},
            license: manifest?.license,
            distributions: [],
            properties: [lockProperty],
            deps: new Set(lockRootDeps),
            need: 'required',
            project: true,
        });
        rootDeps.add(key);
    }
    return { components, rootDeps };
}

;// CONCATENATED MODULE: ./src/sbom/npm-common.ts

/** Helpers shared by the npm lockfile readers (v1 and v2/v3). */
/** The package name an install path ends in: `node_modules/a/node_modules/@s/b` → `@s/b`. */
function nameFromInstallPath(path) {
    const at = path.lastIndexOf('node_modules/');
    return at < 0 ? external_node_path_.posix.basename(path) : path.slice(at + 'node_modules/'.length);
}
/** The folder Node's resolution climbs to next: `node_modules/a/node_modules/b` → `node_modules/a`. */
function parentInstallPath(path) {
    const at = path.lastIndexOf('/node_modules/');
    return at < 0 ? '' : path.slice(0, at);
}
/** Node's lookup: `<from>/node_modules/<name>`, then each enclosing folder up to the root. */
function resolveInstallPath(has, from, name) {
    for (let base = from;; base = parentInstallPath(base)) {
        const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
        if (has(candidate))
            return candidate;
        if (base === '')
            return undefined;
    }
}
/** Properties from the cdx:npm taxonomy. */
function npmProperties(path, entry) {
    const properties = [['cdx:npm:package:path', path]];
    if (entry.inBundle === true)
        properties.push(['cdx:npm:package:bundled', 'true']);
    if (entry.dev === true)
        properties.push(['cdx:npm:package:development', 'true']);
    return properties;
}
/** A package from a lock that does not flag dev/optional (pnpm, yarn): its edges come later. */
function lockedPackageNode(name, version, hashes, url, license) {
    return {
        name,
        version,
        hashes,
        license,
        distributions: url ? [{ url, hashes }] : [],
        properties: [],
        deps: [],
    };
}
/** A registry or tarball URL from `resolved` (git and file specs are not downloadable artifacts). */
function httpUrl(resolved) {
    return typeof resolved === 'string' && /^https?:\/\//.test(resolved) ? resolved : undefined;
}
function unresolvedNote(file, count) {
    return count > 0
        ? [`${file}: ${count} declared dependencies are not in the lockfile (edges left out)`]
        : [];
}
/** `@scope/name@range` → name and range (the range itself may hold `@`, as in `npm:x@1`). */
function splitDescriptor(descriptor) {
    const at = descriptor.indexOf('@', descriptor.startsWith('@') ? 1 : 0);
    return at <= 0
        ? { name: descriptor, range: '' }
        : { name: descriptor.slice(0, at), range: descriptor.slice(at + 1) };
}
/** The edges a package.json declares, resolved by `resolve`; unresolved required ones counted. */
function manifestEdges(manifest, resolve) {
    const edges = [];
    let unresolved = 0;
    const add = (deps, kind) => {
        for (const [name, range] of Object.entries(deps)) {
            const to = resolve(name, range);
            if (to)
                edges.push({ to, kind });
            else if (kind !== 'optional')
                unresolved++;
        }
    };
    add(manifest.dependencies, 'prod');
    add(manifest.optionalDependencies, 'optional');
    add(manifest.devDependencies, 'dev');
    return { edges, unresolved };
}

;// CONCATENATED MODULE: ./src/sbom/npm-lock-v1.ts





/**
 * lockfileVersion 1 (npm 5 and 6): a nested `dependencies` tree. Each entry becomes an install
 * path (`node_modules/a/node_modules/b`) so `requires` resolve the way Node resolves them.
 */
function parseNpmLockV1(lock, text, ctx) {
    if (!isRecord(lock.dependencies) && lock.dependencies !== undefined) {
        throw new LockfileError('"dependencies" is not an object', lineOf(text, '"dependencies"'));
    }
    const flat = [];
    const walk = (deps, parent) => {
        for (const [name, entry] of Object.entries(deps)) {
            const path = `${parent ? `${parent}/` : ''}node_modules/${name}`;
            if (!isRecord(entry)) {
                throw new LockfileError(`dependency "${name}" is not an object`, lineOf(text, `"${name}"`));
            }
            flat.push({ path, name, entry });
            if (entry.dependencies !== undefined) {
                if (!isRecord(entry.dependencies)) {
                    throw new LockfileError(`"${name}".dependencies is not an object`, lineOf(text, `"${name}"`));
                }
                walk(entry.dependencies, path);
            }
        }
    };
    walk(lock.dependencies ?? {}, '');
    const paths = new Set(flat.map((f) => f.path));
    const has = (path) => paths.has(path);
    const license = npmLicenseLookup(ctx.dir);
    const nodes = new Map();
    let unresolved = 0;
    const resolveAll = (from, names, kind, required) => names.flatMap((name) => {
        const target = resolveInstallPath(has, from, name);
        if (!target && required)
            unresolved++;
        return target ? [{ to: target, kind }] : [];
    });
    for (const { path, name, entry } of flat) {
        const spec = typeof entry.version === 'string' ? entry.version : undefined;
        const alias = spec?.startsWith('npm:') ? /^npm:((?:@[^/]+\/)?[^@]+)@(.+)$/.exec(spec) : null;
        const projectDir = spec?.startsWith('file:') ? spec.slice('file:'.length) : undefined;
        const realName = alias ? alias[1] : name;
        let version = alias ? alias[2] : spec;
        const workspace = projectDir !== undefined ? readPackageJson(external_node_path_.posix.join(ctx.dir, projectDir)) : undefined;
        if (projectDir !== undefined)
            version = workspace?.version;
        const requires = Object.keys(stringMap(entry.requires, `"${name}".requires`, () => lineOf(text, `"${name}"`)));
        const hashes = fromIntegrity(typeof entry.integrity === 'string' ? entry.integrity : undefined);
        const url = httpUrl(entry.resolved);
        const installPath = external_node_path_.posix.join(ctx.relDir, path);
        nodes.set(path, {
            name: realName,
            version,
            hashes,
            license: workspace?.license ?? license(realName, version, path),
            distributions: url ? [{ url, hashes }] : [],
            properties: npmProperties(installPath, { inBundle: entry.bundled, dev: entry.dev }),
            deps: resolveAll(path, requires, 'prod', true),
            flags: { dev: entry.dev === true, optional: entry.optional === true },
            ...(projectDir !== undefined ? { projectDir: external_node_path_.posix.join(ctx.relDir, projectDir) } : {}),
        });
    }
    // v1 has no root entry: the root's own declarations come from package.json beside it.
    const manifest = readPackageJson(ctx.dir);
    const topLevel = flat.filter((f) => !f.path.includes('/node_modules/'));
    const rootDeps = manifest
        ? [
            ...resolveAll('', Object.keys(manifest.dependencies), 'prod', true),
            ...resolveAll('', Object.keys(manifest.optionalDependencies), 'optional', false),
            ...resolveAll('', Object.keys(manifest.devDependencies), 'dev', true),
        ]
        : topLevel.map((f) => ({
            to: f.path,
            kind: f.entry.dev === true ? 'dev' : f.entry.optional === true ? 'optional' : 'prod',
        }));
    for (const [path, node] of nodes) {
        if (node.projectDir && !rootDeps.some((e) => e.to === path))
            rootDeps.push({ to: path, kind: 'prod' });
    }
    return {
        kind: 'npm-package-lock',
        ecosystem: 'npm',
        nodes,
        rootDeps,
        notes: unresolvedNote(ctx.file, unresolved),
    };
}

;// CONCATENATED MODULE: ./src/sbom/npm-lock.ts






/** package-lock.json / npm-shrinkwrap.json, lockfileVersion 1, 2 or 3. */
function parseNpmLock(text, ctx) {
    const lock = parseJsonLock(text);
    if (!isRecord(lock))
        throw new LockfileError('not a JSON object', 1);
    const version = lock.lockfileVersion;
    if (version === 1)
        return parseNpmLockV1(lock, text, ctx);
    if (version !== 2 && version !== 3) {
        throw new LockfileError(`unsupported lockfileVersion ${JSON.stringify(version)} (supported: 1, 2, 3)`, lineOf(text, '"lockfileVersion"') ?? 1);
    }
    if (!isRecord(lock.packages)) {
        throw new LockfileError('"packages" is missing or not an object', lineOf(text, '"packages"') ?? 1);
    }
    const entries = lock.packages;
    const license = npmLicenseLookup(ctx.dir);
    const links = new Map();
    const nodes = new Map();
    const lineFor = (path) => lineOf(text, `${JSON.stringify(path)}:`);
    const has = (path) => path in entries;
    const follow = (path) => links.get(path) ?? path;
    let unresolved = 0;
    const edgesOf = (path, entry, isProject) => {
        const edges = [];
        const add = (field, kind, required) => {
            for (const name of Object.keys(stringMap(entry[field], field, () => lineFor(path)))) {
                const target = resolveInstallPath(has, path, name);
                if (target)
                    edges.push({ to: follow(target), kind });
                else if (required)
                    unresolved++;
            }
        };
        add('dependencies', 'prod', true);
        add('optionalDependencies', 'optional', false);
        add('peerDependencies', 'prod', false);
        if (isProject)
            add('devDependencies', 'dev', true);
        return edges;
    };
    for (const [path, entry] of Object.entries(entries)) {
        if (!isRecord(entry))
            throw new LockfileError(`entry "${path}" is not an object`, lineFor(path));
        if (entry.link === true) {
            if (typeof entry.resolved !== 'string') {
                throw new LockfileError(`link "${path}" has no "resolved" target`, lineFor(path));
            }
            links.set(path, entry.resolved);
        }
    }
    let rootDeps = [];
    for (const [path, raw] of Object.entries(entries)) {
        const entry = raw;
        if (path === '') {
            rootDeps = edgesOf(path, entry, true);
            continue;
        }
        if (entry.link === true)
            continue;
        const isProject = !path.startsWith('node_modules/') && !path.includes('/node_modules/');
        const name = typeof entry.name === 'string' ? entry.name : nameFromInstallPath(path);
        const version = typeof entry.version === 'string' ? entry.version : undefined;
        const installPath = external_node_path_.posix.join(ctx.relDir, path);
        const hashes = fromIntegrity(typeof entry.integrity === 'string' ? entry.integrity : undefined);
        const url = httpUrl(entry.resolved);
        nodes.set(path, {
            name,
            version,
            hashes,
            license: npm_lock_licenseOf(entry) ?? license(name, version, path),
            distributions: url ? [{ url, hashes }] : [],
            properties: npmProperties(installPath, entry),
            deps: edgesOf(path, entry, isProject),
            flags: {
                dev: entry.dev === true,
                optional: entry.optional === true || entry.devOptional === true,
            },
            ...(isProject ? { projectDir: installPath } : {}),
        });
    }
    for (const [path, node] of nodes)
        if (node.projectDir)
            rootDeps.push({ to: path, kind: 'prod' });
    return {
        kind: 'npm-package-lock',
        ecosystem: 'npm',
        nodes,
        rootDeps,
        notes: unresolvedNote(ctx.file, unresolved),
    };
}
function npm_lock_licenseOf(entry) {
    return typeof entry.license === 'string' && entry.license ? entry.license : undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/sbom/yarn-berry.ts





/** YAML with parse errors turned into LockfileErrors that name the line. */
function parseYamlLock(text) {
    try {
        return (0,yaml_dist/* parse */.qg)(text, { uniqueKeys: false });
    }
    catch (error) {
        const err = error;
        throw new LockfileError(`invalid YAML: ${err.message.split('\n')[0]}`, err.linePos?.[0]?.line);
    }
}
/**
 * yarn.lock of yarn 2+ (berry): YAML keyed by descriptors (`name@npm:^1.0.0`), each entry with
 * its `resolution`. Workspaces are entries too (`name@workspace:path`); which of a workspace's
 * dependencies are dev comes from its package.json. The lock's `checksum` hashes yarn's own cache
 * archive, not the published tarball, so it is not reported as a component hash.
 */
function parseYarnBerry(text, ctx) {
    const doc = parseYamlLock(text);
    if (!isRecord(doc) || !isRecord(doc.__metadata)) {
        throw new LockfileError('no __metadata block: not a yarn berry lockfile', 1);
    }
    const license = npmLicenseLookup(ctx.dir);
    const byDescriptor = new Map();
    const entries = [];
    for (const [key, entry] of Object.entries(doc)) {
        if (key === '__metadata')
            continue;
        if (!isRecord(entry) || typeof entry.resolution !== 'string') {
            throw new LockfileError(`entry '${key}' has no resolution`, lineOf(text, key));
        }
        for (const d of key.split(/,\s*/))
            byDescriptor.set(d, entry.resolution);
        entries.push([key, entry]);
    }
    const byName = new Map();
    for (const [, entry] of entries) {
        const resolution = entry.resolution;
        const { name } = splitDescriptor(resolution);
        if (!byName.get(name)?.includes(resolution))
            byName.set(name, [...(byName.get(name) ?? []), resolution]);
    }
    const nodes = new Map();
    let rootDeps = [];
    let unresolved = 0;
    for (const [key, entry] of entries) {
        const resolution = entry.resolution;
        const { name, range } = splitDescriptor(resolution);
        const workspace = range.startsWith('workspace:') ? range.slice('workspace:'.length) : undefined;
        const manifest = workspace !== undefined ? readPackageJson(external_node_path_.posix.join(ctx.dir, workspace)) : undefined;
        const dependencies = isRecord(entry.dependencies) ? entry.dependencies : {};
        const meta = isRecord(entry.dependenciesMeta) ? entry.dependenciesMeta : {};
        const edges = [];
        for (const [dep, depRange] of Object.entries(dependencies)) {
            const to = byDescriptor.get(`${dep}@${String(depRange)}`);
            if (!to) {
                unresolved++;
                continue;
            }
            const optional = isRecord(meta[dep]) && meta[dep].optional === true;
            const dev = manifest !== undefined &&
                dep in manifest.devDependencies &&
                !(dep in manifest.dependencies);
            const kind = dev ? 'dev' : optional ? 'optional' : 'prod';
            edges.push({ to, kind });
        }
        // The lock does not say which package satisfies a peer; when only one of that name is
        // locked, it is the one.
        const peers = isRecord(entry.peerDependencies) ? Object.keys(entry.peerDependencies) : [];
        const peerMeta = isRecord(entry.peerDependenciesMeta) ? entry.peerDependenciesMeta : {};
        for (const peer of peers) {
            const candidates = byName.get(peer) ?? [];
            if (candidates.length !== 1)
                continue;
            const optional = isRecord(peerMeta[peer]) && peerMeta[peer].optional === true;
            edges.push({ to: candidates[0], kind: optional ? 'optional' : 'prod' });
        }
        if (workspace === '.') {
            rootDeps = edges;
            continue;
        }
        const version = workspace !== undefined ? manifest?.version : String(entry.version ?? '');
        if (workspace === undefined && !version) {
            throw new LockfileError(`entry '${key}' has no version`, lineOf(text, key));
        }
        nodes.set(resolution, {
            name,
            version: version || undefined,
            hashes: {},
            license: workspace !== undefined ? manifest?.license : license(name, version),
            distributions: [],
            properties: [],
            deps: edges,
            ...(workspace !== undefined ? { projectDir: external_node_path_.posix.join(ctx.relDir, workspace) } : {}),
        });
    }
    for (const [id, node] of nodes)
        if (node.projectDir)
            rootDeps.push({ to: id, kind: 'prod' });
    return {
        kind: 'yarn-berry',
        ecosystem: 'npm',
        nodes,
        rootDeps,
        notes: unresolvedNote(ctx.file, unresolved),
    };
}

;// CONCATENATED MODULE: ./src/sbom/pnpm-lock.ts






/** `1.2.0(react@18.2.0)` → `1.2.0` (v6, v9) and `1.2.0_react@18.2.0` → `1.2.0` (v5). */
function stripPeers(ref, major) {
    const paren = ref.indexOf('(');
    let base = paren < 0 ? ref : ref.slice(0, paren);
    if (major === 5)
        base = base.replace(/_[^/]*$/, '');
    return base;
}
/** Name and version from a package key: `/@s/n@1.0.0` (v6), `@s/n@1.0.0` (v9), `/@s/n/1.0.0` (v5). */
function splitKey(key, major) {
    const bare = key.startsWith('/') ? key.slice(1) : key;
    if (major === 5) {
        const slash = bare.lastIndexOf('/');
        return { name: bare.slice(0, slash), version: bare.slice(slash + 1) };
    }
    const at = bare.indexOf('@', bare.startsWith('@') ? 1 : 0);
    return { name: bare.slice(0, at), version: bare.slice(at + 1) };
}
/** The importer's dependency map, whether values are `{specifier, version}` (v6+) or strings (v5). */
function refsOf(value) {
    if (!isRecord(value))
        return [];
    return Object.entries(value).flatMap(([name, v]) => {
        if (typeof v === 'string')
            return [[name, v]];
        if (isRecord(v) && typeof v.version === 'string')
            return [[name, v.version]];
        return [];
    });
}
/** pnpm-lock.yaml, lockfileVersion 5.x, 6.x and 9.x, with workspaces (importers). */
function parsePnpmLock(text, ctx) {
    const doc = parseYamlLock(text);
    if (!isRecord(doc))
        throw new LockfileError('not a YAML mapping', 1);
    const major = Math.floor(Number.parseFloat(String(doc.lockfileVersion)));
    if (![5, 6, 9].includes(major)) {
        throw new LockfileError(`unsupported lockfileVersion ${JSON.stringify(doc.lockfileVersion)} (supported: 5.x, 6.x, 9.x)`, lineOf(text, 'lockfileVersion') ?? 1);
    }
    const packages = isRecord(doc.packages) ? doc.packages : {};
    const snapshots = major === 9 && isRecord(doc.snapshots) ? doc.snapshots : packages;
    const license = npmLicenseLookup(ctx.dir);
    const nodes = new Map();
    const prefix = major === 9 ? '' : '/';
    let unresolved = 0;
    const importerId = (dir) => `importer:${dir}`;
    /** The package key a dependency reference points at, or an importer for `link:`. */
    const target = (name, ref, fromDir) => {
        if (ref.startsWith('link:'))
            return importerId(external_node_path_.posix.normalize(external_node_path_.posix.join(fromDir, ref.slice(5))));
        const base = stripPeers(ref, major);
        const direct = major === 5 ? `/${name}/${base}` : `${prefix}${name}@${base}`;
        if (nodes.has(direct))
            return direct;
        const alias = base.startsWith(prefix) ? base : `${prefix}${base}`;
        return nodes.has(alias) ? alias : undefined;
    };
    const edges = (entry, fromDir, fields) => fields.flatMap(([field, kind]) => refsOf(entry[field]).flatMap(([name, ref]) => {
        const to = target(name, ref, fromDir);
        if (!to && kind !== 'optional')
            unresolved++;
        return to ? [{ to, kind }] : [];
    }));
    for (const [key, raw] of Object.entries(packages)) {
        if (!isRecord(raw))
            throw new LockfileError(`package '${key}' is not a mapping`, lineOf(text, key));
        const base = stripPeers(key, major);
        const split = splitKey(base, major);
        const name = typeof raw.name === 'string' ? raw.name : split.name;
        const version = typeof raw.version === 'string' ? raw.version : split.version;
        const resolution = isRecord(raw.resolution) ? raw.resolution : {};
        const hashes = fromIntegrity(typeof resolution.integrity === 'string' ? resolution.integrity : undefined);
        const url = httpUrl(resolution.tarball);
        const node = nodes.get(base) ?? lockedPackageNode(name, version, hashes, url, license(name, version));
        nodes.set(base, node);
    }
    // Dependencies live on snapshots (v9) or on the packages themselves (v5, v6); several
    // snapshots of one package (different peers) add up to one node's edges.
    for (const [key, raw] of Object.entries(snapshots)) {
        const node = nodes.get(stripPeers(key, major));
        if (!node || !isRecord(raw))
            continue;
        for (const edge of edges(raw, '', [
            ['dependencies', 'prod'],
            ['optionalDependencies', 'optional'],
        ])) {
            if (!node.deps.some((e) => e.to === edge.to))
                node.deps.push(edge);
        }
    }
    const importers = isRecord(doc.importers) ? doc.importers : { '.': doc };
    const projectFields = [
        ['dependencies', 'prod'],
        ['optionalDependencies', 'optional'],
        ['devDependencies', 'dev'],
    ];
    let rootDeps = [];
    for (const [dir, raw] of Object.entries(importers)) {
        if (!isRecord(raw))
            continue;
        const deps = edges(raw, dir, projectFields);
        if (dir === '.') {
            rootDeps = deps;
            continue;
        }
        const manifest = readPackageJson(external_node_path_.posix.join(ctx.dir, dir));
        nodes.set(importerId(dir), {
            name: manifest?.name ?? external_node_path_.posix.basename(dir),
            version: manifest?.version,
            hashes: {},
            license: manifest?.license,
            distributions: [],
            properties: [],
            deps,
            projectDir: external_node_path_.posix.join(ctx.relDir, dir),
        });
        rootDeps.push({ to: importerId(dir), kind: 'prod' });
    }
    return {
        kind: 'pnpm-lock',
        ecosystem: 'npm',
        nodes,
        rootDeps,
        notes: unresolvedNote(ctx.file, unresolved),
    };
}

;// CONCATENATED MODULE: ./src/sbom/python-common.ts






/** Helpers shared by the Python readers (requirements, poetry.lock, uv.lock). */
const PYPI_SIMPLE = 'https://pypi.org/simple';
/** TOML with parse errors turned into LockfileErrors that name the line. */
function parseTomlLock(text) {
    try {
        return (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        const err = error;
        throw new LockfileError(`invalid TOML: ${err.message.split('\n')[0]}`, err.line);
    }
}
/** The index page that lists a project's files (PEP 503), e.g. `https://pypi.org/simple/idna/`. */
function indexPage(index, name) {
    return `${index.replace(/\/+$/, '')}/${normalizePythonName(name)}/`;
}
/** Archives whose name says they are a source distribution. */
const sdistPattern = /\.(tar\.gz|zip|tar\.bz2|tar\.xz|tgz)$/i;
/**
 * A package's files and hashes: each file becomes a `distribution` reference with its hash, and
 * the component's own hash is the source distribution's (or the only file's) — a wheel is one of
 * several platform builds, so no single wheel stands for the package.
 */
function pythonFiles(files) {
    const distributions = [];
    let archive;
    for (const file of files) {
        const parsed = fromPrefixedHex(file.hash);
        if (!parsed)
            continue;
        const hashes = { [parsed[0]]: parsed[1] };
        distributions.push({
            url: file.url,
            hashes,
            ...(file.comment ? { comment: file.comment } : {}),
        });
        if (sdistPattern.test(file.comment ?? file.url))
            archive ??= hashes;
    }
    return {
        hashes: { ...(archive ?? (distributions.length === 1 ? distributions[0].hashes : {})) },
        distributions,
    };
}
/** The name at the start of a PEP 508 requirement (`requests[socks]>=2 ; ...` → `requests`). */
function requirementName(requirement) {
    return /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement)?.[1];
}
/** Edges from the nodes nothing else depends on: the lock's top level when no project says more. */
function topLevelEdges(nodes, kindOf) {
    const depended = new Set([...nodes.values()].flatMap((n) => n.deps.map((e) => e.to)));
    return [...nodes]
        .filter(([id]) => !depended.has(id))
        .map(([id, node]) => ({ to: id, kind: kindOf(node) }));
}
/**
 * What pyproject.toml beside a lock declares, by normalized name: PEP 621 `dependencies` (prod),
 * `optional-dependencies` (optional), PEP 735 `dependency-groups` and Poetry's dev groups (dev).
 */
function pyprojectDeclarations(dir) {
    let doc;
    try {
        doc = (0,dist/* parse */.qg)((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, 'pyproject.toml'), 'utf8'));
    }
    catch {
        return undefined;
    }
    const declared = new Map();
    const rank = { prod: 0, optional: 1, dev: 2 };
    const add = (name, kind) => {
        if (!name || name.toLowerCase() === 'python')
            return;
        const key = normalizePythonName(name);
        const known = declared.get(key);
        if (!known || rank[kind] < rank[known])
            declared.set(key, kind);
    };
    const list = (value) => Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
    const table = (value) => (isRecord(value) ? value : {});
    const project = table(doc.project);
    for (const r of list(project.dependencies))
        add(requirementName(r), 'prod');
    for (const extra of Object.values(table(project['optional-dependencies']))) {
        for (const r of list(extra))
            add(requirementName(r), 'optional');
    }
    for (const group of Object.values(table(doc['dependency-groups']))) {
        for (const r of list(group))
            add(requirementName(r), 'dev');
    }
    const poetry = table(table(doc.tool).poetry);
    for (const [name, spec] of Object.entries(table(poetry.dependencies))) {
        add(name, isRecord(spec) && spec.optional === true ? 'optional' : 'prod');
    }
    for (const name of Object.keys(table(poetry['dev-dependencies'])))
        add(name, 'dev');
    for (const [group, body] of Object.entries(table(poetry.group))) {
        for (const name of Object.keys(table(table(body).dependencies)))
            add(name, group === 'main' ? 'prod' : 'dev');
    }
    return declared;
}

;// CONCATENATED MODULE: ./src/sbom/poetry-lock.ts



const SUPPORTED = ['1.0', '1.1', '2.0', '2.1'];
/** `[{file, hash}]` from `files` (lock-version 2.x) or `[metadata.files]` (1.x). */
function filesOf(value) {
    if (!Array.isArray(value))
        return [];
    return value.flatMap((f) => isRecord(f) && typeof f.file === 'string' && typeof f.hash === 'string'
        ? [{ file: f.file, hash: f.hash }]
        : []);
}
/**
 * poetry.lock, lock-version 1.x and 2.x. Which packages are dev comes from `groups` (2.1) or
 * `category` (1.x); lock-version 2.0 records neither, so pyproject.toml's declarations and
 * reachability decide.
 */
function parsePoetryLock(text, ctx) {
    const doc = parseTomlLock(text);
    const metadata = isRecord(doc.metadata) ? doc.metadata : undefined;
    const lockVersion = String(metadata?.['lock-version'] ?? '');
    if (!SUPPORTED.includes(lockVersion)) {
        throw new LockfileError(`unsupported or missing lock-version '${lockVersion}' (supported: ${SUPPORTED.join(', ')})`, lineOf(text, 'lock-version') ?? lineOf(text, '[metadata]') ?? 1);
    }
    const packages = Array.isArray(doc.package) ? doc.package : [];
    const legacyFiles = isRecord(metadata?.files) ? metadata.files : {};
    const licenses = installedPythonLicenses(ctx.dir);
    const nodes = new Map();
    const idsByName = new Map();
    const pending = [];
    for (const [i, raw] of packages.entries()) {
        if (!isRecord(raw) || typeof raw.name !== 'string' || typeof raw.version !== 'string') {
            throw new LockfileError(`[[package]] number ${i + 1} has no name or version`, packageLine(text, i));
        }
        const name = normalizePythonName(raw.name);
        const id = `${name}@${raw.version}`;
        const source = isRecord(raw.source) ? raw.source : {};
        const index = source.type === 'legacy' && typeof source.url === 'string' ? source.url : PYPI_SIMPLE;
        const files = filesOf(raw.files).length > 0 ? filesOf(raw.files) : filesOf(legacyFiles[raw.name]);
        const { hashes, distributions } = pythonFiles(files.map((f) => ({ url: indexPage(index, name), hash: f.hash, comment: f.file })));
        const groups = Array.isArray(raw.groups)
            ? raw.groups.filter((g) => typeof g === 'string')
            : undefined;
        const dev = groups ? !groups.includes('main') : raw.category === 'dev';
        const node = {
            name,
            version: raw.version,
            hashes,
            license: licenses.get(id),
            distributions,
            properties: (groups ?? (typeof raw.category === 'string' ? [raw.category] : [])).map((g) => ['cdx:poetry:group', g]),
            deps: [],
            ...(groups || typeof raw.category === 'string'
                ? { flags: { dev, optional: raw.optional === true } }
                : {}),
        };
        nodes.set(id, node);
        idsByName.set(name, [...(idsByName.get(name) ?? []), id]);
        pending.push([node, raw]);
    }
    for (const [node, raw] of pending) {
        const deps = isRecord(raw.dependencies) ? raw.dependencies : {};
        for (const [depName, spec] of Object.entries(deps)) {
            // A dependency may be one spec or a list of specs by marker (multiple-constraints).
            const specs = Array.isArray(spec) ? spec : [spec];
            const kind = specs.every((s) => isRecord(s) && s.optional === true)
                ? 'optional'
                : 'prod';
            for (const to of idsByName.get(normalizePythonName(depName)) ?? [])
                node.deps.push({ to, kind });
        }
    }
    const declared = pyprojectDeclarations(ctx.projectDir);
    let rootDeps;
    if (declared) {
        rootDeps = [...declared].flatMap(([name, kind]) => (idsByName.get(name) ?? []).map((to) => ({ to, kind })));
    }
    else {
        rootDeps = topLevelEdges(nodes, (n) => (n.flags?.dev ? 'dev' : 'prod'));
    }
    return { kind: 'poetry-lock', ecosystem: 'pypi', nodes, rootDeps, notes: [] };
}
/** Line of the i-th `[[package]]` header. */
function packageLine(text, index) {
    let at = -1;
    for (let i = 0; i <= index; i++) {
        at = text.indexOf('[[package]]', at + 1);
        if (at < 0)
            return undefined;
    }
    return text.slice(0, at).split('\n').length;
}

;// CONCATENATED MODULE: ./src/sbom/requirements.ts





/** File names that hold development-only requirements (`requirements-dev.txt`, `requirements/test.txt`). */
const devFile = /(^|[-_./])(dev|develop|development|test|tests|testing|lint|docs?|ci)([-_.]|$)/i;
const requirementPattern = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[([^\]]*)\])?\s*(?:@\s*(\S+)|((?:[<>=!~]=?|===)\s*[^;]*?))?\s*(?:;\s*(.+))?$/;
/** Logical lines: comments kept (for `# via`), `\` continuations joined, first line number kept. */
function logicalLines(text) {
    const out = [];
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const start = i + 1;
        let current = lines[i];
        while (current.endsWith('\\') && i + 1 < lines.length)
            current = current.slice(0, -1) + ' ' + lines[++i];
        out.push({ line: start, text: current.trim() });
    }
    return out;
}
/** Parses one requirements file (and the files it includes with `-r`) into requirements. */
function readRequirements(text, file, readInclude, seen, state) {
    const requirements = [];
    let last;
    let inVia = false;
    for (const { line, text: body } of logicalLines(text)) {
        if (body === '') {
            inVia = false;
            continue;
        }
        if (body.startsWith('#')) {
            const comment = body.slice(1).trim();
            const via = /^via\b\s*(.*)$/.exec(comment);
            if (last && via) {
                inVia = true;
                if (via[1])
                    last.via.push(via[1]);
            }
            else if (last && inVia && comment) {
                last.via.push(comment);
            }
            else {
                inVia = false;
            }
            continue;
        }
        inVia = false;
        const content = body.replace(/\s+#.*$/, '');
        const option = /^(-[a-zA-Z]|--[a-z-]+)(?:[=\s]\s*(.*))?$/.exec(content);
        if (option) {
            const [, flag, value] = option;
            if ((flag === '-r' || flag === '--requirement') && value) {
                const included = external_node_path_.posix.join(external_node_path_.posix.dirname(file), value.trim());
                if (!seen.has(included)) {
                    seen.add(included);
                    requirements.push(...readRequirements(readInclude(included), included, readInclude, seen, state));
                }
            }
            else if ((flag === '-i' || flag === '--index-url') && value) {
                state.index = value.trim();
            }
            else if (flag === '-e' || flag === '--editable') {
                state.notes.push(`${file}:${line}: editable requirement '${value ?? ''}' left out (no pinned version)`);
            }
            last = undefined;
            continue;
        }
        const hashes = [...content.matchAll(/(?:^|\s)--hash[=\s]\s*(\S+)/g)].map((m) => m[1]);
        const requirement = content.replace(/(?:^|\s)--hash[=\s]\s*\S+/g, '').trim();
        const match = requirementPattern.exec(requirement);
        if (!match)
            throw new LockfileError(`not a requirement: '${requirement}'`, line);
        const [, name, extras, url, specifier, marker] = match;
        const pinned = /^===?\s*([^\s,*]+)$/.exec(specifier?.trim() ?? '');
        if (!pinned && !url) {
            state.notes.push(`${file}:${line}: '${name}${specifier ? ` ${specifier.trim()}` : ''}' is not pinned; listed without a version`);
        }
        last = {
            line,
            name: normalizePythonName(name),
            version: pinned?.[1],
            extras: (extras ?? '')
                .split(',')
                .map((e) => e.trim())
                .filter(Boolean),
            marker: marker?.trim(),
            url,
            hashes,
            via: [],
        };
        requirements.push(last);
    }
    return requirements;
}
/**
 * requirements*.txt as pip-compile (or pip freeze) writes it: `name==version`, extras, environment
 * markers, `--hash` options, `-r` includes and pip-compile's `# via` annotations, which give the
 * dependency graph. A file whose name marks it as dev/test/docs holds dev requirements.
 */
function parseRequirements(text, ctx) {
    const state = { index: PYPI_SIMPLE, notes: [] };
    const readInclude = (path) => {
        try {
            return (0,external_node_fs_.readFileSync)(external_node_path_.posix.join(ctx.dir, external_node_path_.posix.relative(ctx.relDir || '.', path)), 'utf8');
        }
        catch {
            throw new LockfileError(`cannot read included file ${path}`);
        }
    };
    const requirements = readRequirements(text, ctx.file, readInclude, new Set([ctx.file]), state);
    const licenses = installedPythonLicenses(ctx.dir);
    const nodes = new Map();
    for (const r of requirements) {
        const files = r.hashes.map((hash, i) => ({
            url: r.url ?? indexPage(state.index, r.name),
            hash,
            comment: `pip --hash ${i + 1} of ${r.hashes.length}`,
        }));
        const { hashes, distributions } = pythonFiles(files);
        const properties = r.extras.map((e) => [
            'cdx:python:package:required-extra',
            e,
        ]);
        if (r.marker)
            properties.push(['letitloop:python:marker', r.marker]);
        const existing = nodes.get(r.name);
        if (existing) {
            existing.properties.push(...properties);
            continue;
        }
        nodes.set(r.name, {
            name: r.name,
            version: r.version,
            hashes: r.hashes.length === 1 ? hashes : {},
            license: r.version ? licenses.get(`${r.name}@${r.version}`) : undefined,
            distributions,
            properties,
            deps: [],
        });
    }
    const base = external_node_path_.posix.basename(ctx.file);
    const isDevFile = devFile.test(base.replace(/^requirements/i, '')) ||
        (external_node_path_.posix.basename(ctx.relDir) === 'requirements' && devFile.test(base));
    const topKind = isDevFile ? 'dev' : 'prod';
    const rootDeps = [];
    // A `# via` that names no package of this file (`-r requirements.in`, `myproject
    // (pyproject.toml)`) marks a top-level requirement; one that names a package is an edge.
    for (const r of requirements) {
        const parents = r.via.map((v) => nodes.get(normalizePythonName(v.split(/\s/)[0])));
        if (parents.length === 0 || parents.some((p) => p === undefined)) {
            if (!rootDeps.some((e) => e.to === r.name))
                rootDeps.push({ to: r.name, kind: topKind });
        }
        for (const parent of parents) {
            if (parent && !parent.deps.some((e) => e.to === r.name))
                parent.deps.push({ to: r.name, kind: 'prod' });
        }
    }
    return { kind: 'pip-requirements', ecosystem: 'pypi', nodes, rootDeps, notes: state.notes };
}

;// CONCATENATED MODULE: ./src/sbom/uv-lock.ts




function fileOf(value) {
    return isRecord(value) && typeof value.url === 'string' && typeof value.hash === 'string'
        ? { url: value.url, hash: value.hash }
        : undefined;
}
/** The local path of a workspace member (`source = { editable = "." }` or `{ virtual = "." }`). */
function projectPath(source) {
    const path = source.editable ?? source.virtual;
    return typeof path === 'string' ? external_node_path_.posix.normalize(path) : undefined;
}
/**
 * uv.lock (version 1): `[[package]]` tables with `source`, `dependencies`, `sdist` and `wheels`.
 * The project itself is the package whose source is the lock's own folder; its
 * `optional-dependencies` are optional and its `dev-dependencies` groups are dev.
 */
function parseUvLock(text, ctx) {
    const doc = parseTomlLock(text);
    if (doc.version !== 1) {
        throw new LockfileError(`unsupported or missing version ${JSON.stringify(doc.version)} (supported: 1)`, lineOf(text, 'version') ?? 1);
    }
    const packages = Array.isArray(doc.package) ? doc.package : [];
    const licenses = installedPythonLicenses(ctx.dir);
    const nodes = new Map();
    const idsByName = new Map();
    const tables = [];
    let rootId;
    for (const [i, raw] of packages.entries()) {
        if (!isRecord(raw) || typeof raw.name !== 'string') {
            throw new LockfileError(`[[package]] number ${i + 1} has no name`, lineOf(text, '[[package]]'));
        }
        const name = normalizePythonName(raw.name);
        const version = typeof raw.version === 'string' ? raw.version : undefined;
        const id = `${name}@${version ?? ''}`;
        const source = isRecord(raw.source) ? raw.source : {};
        const local = projectPath(source);
        const wheels = Array.isArray(raw.wheels) ? raw.wheels.map(fileOf) : [];
        const files = [fileOf(raw.sdist), ...wheels].filter((f) => !!f);
        const { hashes, distributions } = pythonFiles(files);
        if (local === '.')
            rootId = id;
        nodes.set(id, {
            name,
            version,
            hashes,
            license: version ? licenses.get(`${name}@${version}`) : undefined,
            distributions,
            properties: [],
            deps: [],
            ...(local !== undefined ? { projectDir: external_node_path_.posix.join(ctx.relDir, local) } : {}),
        });
        idsByName.set(name, [...(idsByName.get(name) ?? []), id]);
        tables.push([id, raw]);
    }
    const resolve = (dep) => {
        if (!isRecord(dep) || typeof dep.name !== 'string')
            return [];
        const ids = idsByName.get(normalizePythonName(dep.name)) ?? [];
        // With several versions of one name (forked resolution) the entry names its version.
        return typeof dep.version === 'string'
            ? ids.filter((id) => id.endsWith(`@${dep.version}`))
            : ids;
    };
    const edges = (list, kind) => (Array.isArray(list) ? list : []).flatMap((dep) => resolve(dep).map((to) => ({ to, kind })));
    for (const [id, raw] of tables) {
        const node = nodes.get(id);
        node.deps.push(...edges(raw.dependencies, 'prod'));
        const extras = isRecord(raw['optional-dependencies']) ? raw['optional-dependencies'] : {};
        for (const list of Object.values(extras))
            node.deps.push(...edges(list, node.projectDir ? 'optional' : 'prod'));
        const groups = isRecord(raw['dev-dependencies']) ? raw['dev-dependencies'] : {};
        for (const list of Object.values(groups))
            node.deps.push(...edges(list, 'dev'));
    }
    let rootDeps;
    if (rootId) {
        rootDeps = nodes.get(rootId).deps;
        nodes.delete(rootId);
        for (const [id, node] of nodes)
            if (node.projectDir)
                rootDeps.push({ to: id, kind: 'prod' });
    }
    else {
        rootDeps = topLevelEdges(nodes, () => 'prod');
    }
    return { kind: 'uv-lock', ecosystem: 'pypi', nodes, rootDeps, notes: [] };
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/sbom/workspaces.ts



const skipped = new Set(['node_modules', '.git']);
/**
 * The workspace folders (relative, posix) that `patterns` (package.json `workspaces`,
 * pnpm-workspace.yaml `packages`) select under `dir`: folders holding a package.json, at most four
 * levels deep; `!pattern` excludes.
 */
function expandWorkspaces(dir, patterns) {
    const include = patterns.filter((p) => !p.startsWith('!')).map((p) => p.replace(/\/+$/, ''));
    const exclude = patterns
        .filter((p) => p.startsWith('!'))
        .map((p) => p.slice(1).replace(/\/+$/, ''));
    if (include.length === 0)
        return [];
    const matches = picomatch_default()(include);
    const excluded = exclude.length > 0 ? picomatch_default()(exclude) : () => false;
    const found = [];
    const walk = (rel, depth) => {
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(dir, rel), { withFileTypes: true });
        }
        catch {
            return;
        }
        if (rel &&
            entries.some((e) => e.isFile() && e.name === 'package.json') &&
            matches(rel) &&
            !excluded(rel)) {
            found.push(rel);
        }
        if (depth >= 4)
            return;
        for (const entry of entries) {
            if (entry.isDirectory() && !skipped.has(entry.name) && !entry.name.startsWith('.')) {
                walk(rel ? external_node_path_.posix.join(rel, entry.name) : entry.name, depth + 1);
            }
        }
    };
    walk('', 0);
    return found.sort();
}

;// CONCATENATED MODULE: ./src/sbom/yarn-classic.ts






/** A quoted ("...", JSON escapes) or bare token at the start of `text`, and the rest. */
function token(text, line) {
    if (text.startsWith('"')) {
        const end = /^"(?:[^"\\]|\\.)*"/.exec(text);
        if (!end)
            throw new LockfileError('unterminated string', line);
        return [JSON.parse(end[0]), text.slice(end[0].length).trimStart()];
    }
    const space = text.search(/\s/);
    return space < 0 ? [text, ''] : [text.slice(0, space), text.slice(space).trimStart()];
}
/** Parses the yarn v1 lockfile syntax (indentation 2 and 4, `key value` and `key:` lines). */
function parseClassicSyntax(text) {
    const entries = [];
    let entry;
    let map;
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const line = i + 1;
        const raw = lines[i];
        if (raw.trim() === '' || raw.trimStart().startsWith('#'))
            continue;
        const indent = raw.length - raw.trimStart().length;
        const body = raw.trim();
        if (indent === 0) {
            if (!body.endsWith(':'))
                throw new LockfileError(`expected "descriptor:" but found '${body}'`, line);
            const descriptors = body
                .slice(0, -1)
                .split(/,\s*/)
                .map((d) => token(d, line)[0]);
            entry = { descriptors, line, fields: new Map(), maps: new Map() };
            entries.push(entry);
            map = undefined;
        }
        else if (indent === 2 && entry) {
            const [key, rest] = token(body, line);
            if (key.endsWith(':') && rest === '') {
                map = new Map();
                entry.maps.set(key.slice(0, -1), map);
            }
            else {
                if (rest === '')
                    throw new LockfileError(`field '${key}' has no value`, line);
                entry.fields.set(key, token(rest, line)[0]);
                map = undefined;
            }
        }
        else if (indent === 4 && map) {
            const [key, rest] = token(body, line);
            map.set(key, token(rest, line)[0]);
        }
        else {
            throw new LockfileError(`unexpected indentation (${indent} spaces)`, line);
        }
    }
    return entries;
}
/**
 * yarn.lock v1 (yarn classic). The lock has no dev flags and no workspace entries, so the root
 * package.json and the workspaces' manifests give the projects' edges.
 */
function parseYarnClassic(text, ctx) {
    const license = npmLicenseLookup(ctx.dir);
    const byDescriptor = new Map();
    const nodes = new Map();
    const entries = parseClassicSyntax(text);
    for (const entry of entries) {
        const version = entry.fields.get('version');
        if (!version)
            throw new LockfileError(`entry '${entry.descriptors.join(', ')}' has no version`, entry.line);
        const { name: keyName, range } = splitDescriptor(entry.descriptors[0]);
        const name = range.startsWith('npm:') ? splitDescriptor(range.slice(4)).name : keyName;
        const id = `${name}@${version}`;
        for (const d of entry.descriptors)
            byDescriptor.set(d, id);
        const resolved = entry.fields.get('resolved');
        const hashes = fromIntegrity(entry.fields.get('integrity'));
        const sha1 = resolved ? fromPrefixedHex(`sha1:${resolved.split('#')[1] ?? ''}`) : undefined;
        if (sha1)
            mergeHashes(hashes, { [sha1[0]]: sha1[1] });
        const url = httpUrl(resolved?.split('#')[0]);
        if (!nodes.has(id))
            nodes.set(id, lockedPackageNode(name, version, hashes, url, license(name, version)));
    }
    // Edges once every descriptor is known (a dependency may be listed after its dependant).
    for (const entry of entries) {
        const node = nodes.get(byDescriptor.get(entry.descriptors[0]));
        for (const [field, kind] of [
            ['dependencies', 'prod'],
            ['optionalDependencies', 'optional'],
        ]) {
            for (const [dep, range] of entry.maps.get(field) ?? []) {
                const to = byDescriptor.get(`${dep}@${range}`);
                if (to && !node.deps.some((e) => e.to === to))
                    node.deps.push({ to, kind });
            }
        }
    }
    const root = readPackageJson(ctx.dir);
    const workspaceDirs = root ? expandWorkspaces(ctx.dir, root.workspaces) : [];
    const workspaceIds = new Map();
    for (const dir of workspaceDirs) {
        const manifest = readPackageJson(external_node_path_.posix.join(ctx.dir, dir));
        if (manifest?.name)
            workspaceIds.set(manifest.name, `workspace:${dir}`);
    }
    const resolve = (name, range) => byDescriptor.get(`${name}@${range}`) ?? workspaceIds.get(name);
    let unresolved = 0;
    for (const dir of workspaceDirs) {
        const manifest = readPackageJson(external_node_path_.posix.join(ctx.dir, dir));
        if (!manifest?.name)
            continue;
        const { edges, unresolved: missing } = manifestEdges(manifest, resolve);
        unresolved += missing;
        nodes.set(`workspace:${dir}`, {
            name: manifest.name,
            version: manifest.version,
            hashes: {},
            license: manifest.license,
            distributions: [],
            properties: [],
            deps: edges,
            projectDir: external_node_path_.posix.join(ctx.relDir, dir),
        });
    }
    let rootDeps;
    if (root) {
        const { edges, unresolved: missing } = manifestEdges(root, resolve);
        unresolved += missing;
        rootDeps = [...edges, ...[...workspaceIds.values()].map((to) => ({ to, kind: 'prod' }))];
    }
    else {
        rootDeps = [...nodes.keys()].map((to) => ({ to, kind: 'prod' }));
    }
    return {
        kind: 'yarn-classic',
        ecosystem: 'npm',
        nodes,
        rootDeps,
        notes: [
            ...(root
                ? []
                : [`${ctx.file}: no package.json beside it; every package counted as required`]),
            ...unresolvedNote(ctx.file, unresolved),
        ],
    };
}

;// CONCATENATED MODULE: ./src/sbom/index.ts
















/** yarn.lock is classic or berry by its content: berry's is YAML with a `__metadata` block. */
const parseYarnLock = (text, ctx) => {
    if (/^__metadata:/m.test(text))
        return parseYarnBerry(text, ctx);
    if (/^# yarn lockfile v1/m.test(text))
        return parseYarnClassic(text, ctx);
    throw new LockfileError('neither a yarn classic (# yarn lockfile v1) nor a yarn berry (__metadata) lockfile', 1);
};
function parserFor(file) {
    const name = external_node_path_.posix.basename(file);
    if (name === 'package-lock.json' || name === 'npm-shrinkwrap.json')
        return parseNpmLock;
    if (name === 'pnpm-lock.yaml')
        return parsePnpmLock;
    if (name === 'yarn.lock')
        return parseYarnLock;
    if (name === 'poetry.lock')
        return parsePoetryLock;
    if (name === 'uv.lock')
        return parseUvLock;
    return parseRequirements;
}
/** SOURCE_DATE_EPOCH (whole seconds since 1970) as the BOM timestamp, else now. */
function timestampFrom(env) {
    const epoch = env.SOURCE_DATE_EPOCH;
    if (epoch === undefined || epoch === '')
        return new Date();
    if (!/^\d{1,12}$/.test(epoch)) {
        throw new SbomOptionError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got '${epoch}'`);
    }
    return new Date(Number(epoch) * 1000);
}
/**
 * The CycloneDX SBOM of a repository's dependencies, from every lockfile in it. A lockfile that
 * cannot be read becomes one entry in `errors` (file, line, message) and the BOM holds the rest;
 * with no lockfile at all the BOM is valid and empty, with a note. Throws only for bad options.
 */
async function generateSbom(options) {
    const repoDir = (0,external_node_path_.resolve)(options.repoDir);
    const format = options.format ?? 'cyclonedx-json';
    const specVersion = options.specVersion ?? '1.6';
    if (format !== 'cyclonedx-json' && format !== 'cyclonedx-xml') {
        throw new SbomOptionError(`unknown SBOM format '${String(format)}' (cyclonedx-json, cyclonedx-xml)`);
    }
    if (specVersion !== '1.6' && specVersion !== '1.5') {
        throw new SbomOptionError(`unsupported CycloneDX version '${String(specVersion)}' (1.6, 1.5)`);
    }
    const isDir = await (0,promises_.stat)(repoDir).then((s) => s.isDirectory(), () => false);
    if (!isDir)
        throw new SbomOptionError(`repository folder not found: ${repoDir}`);
    const timestamp = timestampFrom(options.env ?? process.env);
    const { found, notes } = discoverLockfiles(repoDir);
    const errors = [];
    const parsed = [];
    for (const { file, projectRelDir } of found) {
        const relDir = external_node_path_.posix.dirname(file) === '.' ? '' : external_node_path_.posix.dirname(file);
        const ctx = {
            dir: (0,external_node_path_.join)(repoDir, relDir),
            relDir,
            file,
            projectDir: (0,external_node_path_.join)(repoDir, projectRelDir),
            projectRelDir,
        };
        try {
            const lock = parserFor(file)(await (0,promises_.readFile)((0,external_node_path_.join)(repoDir, file), 'utf8'), ctx);
            parsed.push({ lock, ctx });
            notes.push(...lock.notes);
        }
        catch (error) {
            const err = error;
            errors.push(err instanceof LockfileError
                ? { file, ...(err.line !== undefined ? { line: err.line } : {}), message: err.message }
                : { file, message: `cannot read: ${err.message.split('\n')[0]}` });
        }
    }
    if (found.length === 0)
        notes.push('no lockfile found: the BOM lists no components');
    const graph = buildGraph(parsed, options.includeDev ?? false);
    const { text, serialNumber } = renderBom({
        graph,
        root: readProjectManifest(repoDir),
        fallbackName: (0,external_node_path_.basename)(repoDir),
        timestamp,
        format,
        specVersion,
    });
    const componentCounts = { npm: 0, pypi: 0 };
    for (const c of graph.components.values())
        if (!c.project)
            componentCounts[c.ecosystem]++;
    return {
        text,
        sha256: (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex'),
        format,
        specVersion,
        serialNumber,
        componentCounts,
        lockfiles: found.map((f) => f.file),
        notes,
        errors,
    };
}


/***/ })

};
;