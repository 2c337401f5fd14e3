/**
 * A relative TS/JS module specifier as the module it names, however it is spelled: `./api`,
 * `./api.js` and `./api.ts` are one module, and so are `./core` and `./core/index(.js)`. A package
 * specifier is itself.
 */
export function moduleOf(specifier: string): string {
  if (!/^\.{1,2}\//.test(specifier)) return specifier;
  return specifier.replace(/(?:\.d)?\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
}
