#!/usr/bin/env node
/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 76675:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/**
 * Exit codes shared by every `lil` command and by the action's verdict:
 * 0 ok/pass, 1 failed/invalid, 2 usage or configuration error, 3 could not verify.
 */
const EXIT = { ok: 0, failed: 1, usage: 2, cannotVerify: 3 };
/** A bad command line or configuration: printed as one line, exit 2. */
class UsageError extends Error {
    name = 'UsageError';
    exitCode = EXIT.usage;
}


/***/ }),

/***/ 47230:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $: () => (/* binding */ tuneJitForShortRuns)
});

// UNUSED EXPORTS: jitFlags

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = require("node:v8");
;// CONCATENATED MODULE: ./src/signature/jit.ts

/**
 * V8's budget for inlining into one optimized function, in bytes of bytecode (its default: 920).
 * A signature analysis runs TypeScript's compiler for a few seconds from cold, and V8 spends about
 * a third of the CPU of such a run compiling the compiler's large, hot functions with TurboFan,
 * inlining their callees. With 200, the `effect` corpus takes about 15% less CPU on one thread;
 * 100 and 400 gave less (docs/adr/0012).
 */
const INLINING_BUDGET_BYTES = 200;
/**
 * V8 11's tier-up budget (its default: 67,584): how much a function runs before it is queued for
 * optimization. At about four times that, fewer of the compiler's functions are optimized in a run
 * this short; on two threads, where each thread's isolate optimizes its own copy, `effect` runs
 * 10% faster (twice and eight times the default gave less). Only V8 11 gets it: Node 24's V8
 * counts invocations instead and prints an error for the flag.
 */
const TIER_UP_BUDGET = 264_000;
/** The V8 flags for a short batch run under V8 `version` (`process.versions.v8`). */
function jitFlags(version) {
    const flags = [`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET_BYTES}`];
    if (Number(version.split('.')[0]) <= 11)
        flags.push(`--interrupt-budget=${TIER_UP_BUDGET}`);
    return flags;
}
let tuned = false;
/**
 * Sets V8's optimizing compiler up for a short batch run. The setting is the process's, so only the
 * program's entry calls this (dist/index.js, and the benchmark that measures it), never the library:
 * a long-lived process that embeds the library keeps V8's defaults.
 */
function tuneJitForShortRuns() {
    if (tuned)
        return;
    tuned = true;
    for (const flag of jitFlags(process.versions.v8))
        (0,external_node_v8_namespaceObject.setFlagsFromString)(flag);
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ TOOL_NAME),
/* harmony export */   w: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/** This program's version; a test keeps it equal to package.json's. */
const TOOL_NAME = 'letitloop-action';
const TOOL_VERSION = '2.0.0';


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = require("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = require("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = require("child_process");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = require("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = require("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = require("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = require("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = require("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = require("https");

/***/ }),

/***/ 50264:
/***/ ((module) => {

module.exports = require("inspector");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = require("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = require("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = require("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = require("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = require("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = require("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = require("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = require("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = require("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = require("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = require("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = require("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = require("node:http2");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = require("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = require("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = require("node:perf_hooks");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = require("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = require("node:stream");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = require("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = require("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = require("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = require("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = require("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = require("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = require("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = require("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = require("path");

/***/ }),

/***/ 82987:
/***/ ((module) => {

module.exports = require("perf_hooks");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = require("process");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = require("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = require("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = require("tls");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = require("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = require("util");

/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__nccwpck_require__.m = __webpack_modules__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__nccwpck_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__nccwpck_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 				__nccwpck_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__nccwpck_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + ".index.js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/require chunk loading */
/******/ 	(() => {
/******/ 		// no baseURI
/******/ 		
/******/ 		// object to store loaded chunks
/******/ 		// "1" means "loaded", otherwise not loaded yet
/******/ 		var installedChunks = {
/******/ 			792: 1
/******/ 		};
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		var installChunk = (chunk) => {
/******/ 			var moreModules = chunk.modules, chunkIds = chunk.ids, runtime = chunk.runtime;
/******/ 			for(var moduleId in moreModules) {
/******/ 				if(__nccwpck_require__.o(moreModules, moduleId)) {
/******/ 					__nccwpck_require__.m[moduleId] = moreModules[moduleId];
/******/ 				}
/******/ 			}
/******/ 			if(runtime) runtime(__nccwpck_require__);
/******/ 			for(var i = 0; i < chunkIds.length; i++)
/******/ 				installedChunks[chunkIds[i]] = 1;
/******/ 		
/******/ 		};
/******/ 		
/******/ 		// require() chunk loading for javascript
/******/ 		__nccwpck_require__.f.require = (chunkId, promises) => {
/******/ 			// "1" is the signal for "already loaded"
/******/ 			if(!installedChunks[chunkId]) {
/******/ 				if(true) { // all chunks have JS
/******/ 					installChunk(require("./" + __nccwpck_require__.u(chunkId)));
/******/ 				} else installedChunks[chunkId] = 1;
/******/ 			}
/******/ 		};
/******/ 		
/******/ 		// no external install chunk
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: ./src/cli/errors.ts
var errors = __nccwpck_require__(76675);
;// CONCATENATED MODULE: ./src/cli/main.ts


/** Every `lil` command. Each lives in its own file under src/cli/. */
const commands = {};
commands['status'] = {
    usage: 'status [--dir D] [--json]',
    summary: 'durable goals: committed steps, in-doubt markers, locks and their owners',
    load: () => Promise.all(/* import() */[__nccwpck_require__.e(279), __nccwpck_require__.e(58)]).then(__nccwpck_require__.bind(__nccwpck_require__, 83058)),
};
commands['sbom'] = {
    usage: 'sbom [--repo DIR] [--format cyclonedx-json|cyclonedx-xml] [--spec 1.6|1.5] [--output FILE] [--include-dev]',
    summary: 'CycloneDX SBOM of every lockfile (npm, pnpm, yarn, pip, poetry, uv)',
    load: () => Promise.all(/* import() */[__nccwpck_require__.e(6), __nccwpck_require__.e(815), __nccwpck_require__.e(757), __nccwpck_require__.e(148), __nccwpck_require__.e(893)]).then(__nccwpck_require__.bind(__nccwpck_require__, 65893)),
};
commands['verify'] = {
    usage: 'verify [--repo DIR] [--base REF] [--head REF] [--key-file F] [--config F] [--json] [--dry-run]',
    summary: "run the action's gate on a local repository (posts nothing)",
    load: () => Promise.all(/* import() */[__nccwpck_require__.e(857), __nccwpck_require__.e(6), __nccwpck_require__.e(815), __nccwpck_require__.e(200), __nccwpck_require__.e(41), __nccwpck_require__.e(819)]).then(__nccwpck_require__.bind(__nccwpck_require__, 80200)),
};
commands['watch'] = {
    usage: 'watch [--max-restarts N] [--backoff SECONDS] -- CMD ARGS...',
    summary: 'run CMD, restart it when it crashes (backoff, circuit breaker); see lil watch --help',
    load: () => __nccwpck_require__.e(/* import() */ 885).then(__nccwpck_require__.bind(__nccwpck_require__, 68885)),
};
commands['api-diff'] = {
    usage: 'api-diff <old> <new> [--json]',
    summary: 'signature drift between two files or two directories (exit 1 on breaking)',
    load: () => Promise.all(/* import() */[__nccwpck_require__.e(200), __nccwpck_require__.e(62), __nccwpck_require__.e(568)]).then(__nccwpck_require__.bind(__nccwpck_require__, 46568)),
};
commands['seal'] = {
    usage: 'seal --goal GOAL [--runs-dir DIR] [--repo DIR] [--base REF] --key-file FILE --out PATH.bundle.json',
    summary: "seal a finished durable run into a proof bundle (see 'lil seal --help')",
    load: () => Promise.all(/* import() */[__nccwpck_require__.e(857), __nccwpck_require__.e(279), __nccwpck_require__.e(127), __nccwpck_require__.e(266)]).then(__nccwpck_require__.bind(__nccwpck_require__, 22885)),
};
commands['replay'] = {
    usage: 'replay PATH [--key-file FILE] [--json]',
    summary: 'verify a proof bundle and replay its journal (or a bare journal, unsealed)',
    load: () => Promise.all(/* import() */[__nccwpck_require__.e(857), __nccwpck_require__.e(279), __nccwpck_require__.e(127), __nccwpck_require__.e(919)]).then(__nccwpck_require__.bind(__nccwpck_require__, 57919)),
};
function helpText() {
    const width = Math.max(...Object.values(commands).map((c) => c.usage.length), 10);
    const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
    return [
        `lil (${version/* TOOL_NAME */.l} ${version/* TOOL_VERSION */.w}): verify pull requests written by AI agents, and run durable agent pipelines.`,
        '',
        'Usage: lil <command> [options]',
        '',
        'Commands:',
        ...lines,
        '',
        'With no command outside GitHub Actions, runs `lil verify --dry-run` on the current repository.',
        'Exit codes: 0 ok, 1 failed, 2 usage or configuration error, 3 could not verify.',
        '',
    ].join('\n');
}
/** Runs one CLI invocation and returns its exit code; errors become one line on stderr. */
async function runCli(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        io.stdout(helpText());
        return errors/* EXIT */.d.ok;
    }
    if (name === '--version' || name === '-v') {
        io.stdout(`${version/* TOOL_VERSION */.w}\n`);
        return errors/* EXIT */.d.ok;
    }
    const command = commands[name];
    if (!command) {
        io.stderr(`lil: unknown command '${name}'. Run 'lil --help' for the list.\n`);
        return errors/* EXIT */.d.usage;
    }
    try {
        const { run } = await command.load();
        return await run(rest, io);
    }
    catch (error) {
        return reportError(error, io);
    }
}
function reportError(error, io) {
    const err = error;
    const message = (err?.message ?? String(error)).split('\n')[0];
    // Commands name themselves in their usage errors (`lil replay: …`): one prefix, not two.
    io.stderr(/^lil[ :]/.test(message) ? `${message}\n` : `lil: ${message}\n`);
    if (typeof err?.exitCode === 'number')
        return err.exitCode;
    return errors/* EXIT */.d.failed;
}

;// CONCATENATED MODULE: ./src/cli/io.ts
function processIO() {
    return {
        stdout: writerTo(process.stdout),
        stderr: writerTo(process.stderr),
        env: process.env,
        cwd: process.cwd(),
        isTTY: Boolean(process.stderr.isTTY),
    };
}
const watched = new WeakSet();
const io_closed = new WeakSet();
/**
 * Writes to `stream` until its reader goes away (`lil api-diff … | head`): then the command runs
 * on, its output dropped, and exits with its own code instead of an unhandled EPIPE stack trace.
 * Any other write error still crashes loudly.
 */
function writerTo(stream) {
    if (!watched.has(stream)) {
        watched.add(stream);
        stream.on('error', (error) => {
            if (error.code !== 'EPIPE')
                throw error;
            io_closed.add(stream);
        });
    }
    return (text) => {
        if (!io_closed.has(stream))
            stream.write(text);
    };
}

// EXTERNAL MODULE: ./src/signature/jit.ts + 1 modules
var jit = __nccwpck_require__(47230);
;// CONCATENATED MODULE: ./src/index.ts



/**
 * One program, two faces: the GitHub Action when GITHUB_ACTIONS=true and no command is given,
 * otherwise the `lil` CLI; with no command outside Actions, a dry run of the gate on this repository.
 */
async function entry() {
    // Every command is a short batch run (`lil watch` mostly waits on its child).
    (0,jit/* tuneJitForShortRuns */.$)();
    const args = process.argv.slice(2);
    if (args.length === 0) {
        if (process.env.GITHUB_ACTIONS === 'true') {
            const { runAction } = await Promise.all(/* import() */[__nccwpck_require__.e(857), __nccwpck_require__.e(6), __nccwpck_require__.e(815), __nccwpck_require__.e(421), __nccwpck_require__.e(279), __nccwpck_require__.e(200), __nccwpck_require__.e(41), __nccwpck_require__.e(997)]).then(__nccwpck_require__.bind(__nccwpck_require__, 64997));
            return runAction();
        }
        return runCli(['verify', '--dry-run'], processIO());
    }
    return runCli(args, processIO());
}
entry().then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`lil: ${error?.message ?? String(error)}\n`);
    process.exitCode = 1;
});

module.exports = __webpack_exports__;
/******/ })()
;