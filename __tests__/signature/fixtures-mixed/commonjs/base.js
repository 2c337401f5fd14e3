'use strict';
const { join } = require('path');

/**
 * Reads a file.
 * @param {string} path
 * @param {string} [encoding='utf8']
 * @returns {string}
 */
function read(path, encoding = 'utf8') {
  return join(path, encoding);
}

class Reader {
  open(path) {}
}

module.exports = { read, Reader, VERSION: '1.0.0', helpers: require('./helpers') };
