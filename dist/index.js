#!/usr/bin/env node
/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({});
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
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
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

;// CONCATENATED MODULE: ./src/version.ts
/** This program's version; a test keeps it equal to package.json's. */
const TOOL_NAME = 'letitloop-action';
const TOOL_VERSION = '2.0.0';

;// CONCATENATED MODULE: ./src/cli/errors.ts
/**
 * Exit codes shared by every `lil` command and by the action's verdict:
 * 0 ok/pass, 1 failed/invalid, 2 usage or configuration error, 3 could not verify.
 */
const EXIT = { ok: 0, failed: 1, usage: 2, cannotVerify: 3 };
/** A bad command line or configuration: printed as one line, exit 2. */
class UsageError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'UsageError';
    exitCode = EXIT.usage;
}

;// CONCATENATED MODULE: ./src/cli/main.ts


/** Every `lil` command. Each lives in its own file under src/cli/. */
const commands = {};
function helpText() {
    const width = Math.max(...Object.values(commands).map((c) => c.usage.length), 10);
    const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
    return [
        `lil (${TOOL_NAME} ${TOOL_VERSION}): verify pull requests written by AI agents, and run durable agent pipelines.`,
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
        return EXIT.ok;
    }
    if (name === '--version' || name === '-v') {
        io.stdout(`${TOOL_VERSION}\n`);
        return EXIT.ok;
    }
    const command = commands[name];
    if (!command) {
        io.stderr(`lil: unknown command '${name}'. Run 'lil --help' for the list.\n`);
        return EXIT.usage;
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
    io.stderr(`lil: ${message}\n`);
    if (typeof err?.exitCode === 'number')
        return err.exitCode;
    return EXIT.failed;
}

;// CONCATENATED MODULE: ./src/cli/io.ts
function processIO() {
    return {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        env: process.env,
        cwd: process.cwd(),
        isTTY: Boolean(process.stderr.isTTY),
    };
}

;// CONCATENATED MODULE: ./src/index.ts


/**
 * One program, two faces: the GitHub Action when GITHUB_ACTIONS=true and no command is given,
 * otherwise the `lil` CLI.
 */
async function entry() {
    const args = process.argv.slice(2);
    if (process.env.GITHUB_ACTIONS === 'true' && args.length === 0) {
        const { runAction } = await __nccwpck_require__.e(/* import() */ 730).then(__nccwpck_require__.bind(__nccwpck_require__, 730));
        return runAction();
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