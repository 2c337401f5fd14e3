'use strict';
const { join } = require('path');

/**
 * Reads a file.
 * @param {string} path
 * @param {string} encoding
 * @returns {string}
 */
function read(path, encoding) {
  return join(path, encoding);
}

class Reader {
  open(path) {}
  close() {}
}

module.exports = { read, Reader, VERSION: '2.0.0' };
