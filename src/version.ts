/** This program's version; a test keeps it equal to package.json's. */
export const TOOL_NAME = 'letitloop-action';
export const TOOL_VERSION = '2.0.0';
