import type { Relation, TypeOracle, TypeRef } from '../model';
import { isDynamicType, textRelation, unionMembers } from '../type-text';

/** `object`, and typeshed's alias of it for a value never used. */
const OBJECT = /^(builtins\.)?object$|^(_typeshed\.)?Unused$/;

/** A type every value has: `Any` (any spelling, or a union with it) or `object` (or a union with it). */
function isTop(text: string): boolean {
  return isDynamicType('py', text) || unionMembers(text).some((m) => OBJECT.test(m));
}

/** Python has no checker here: union members decide, `Any`/`object` accept everything, else unknown. */
export const pyOracle: TypeOracle = {
  relate(base: TypeRef, head: TypeRef): Relation {
    if (base.text === head.text) return 'equal';
    // `Any` and `object` both take every value (gradual typing holds them consistent).
    const [topBase, topHead] = [isTop(base.text), isTop(head.text)];
    if (topBase && topHead) return 'equal';
    if (topBase) return 'narrower';
    if (topHead) return 'wider';
    return textRelation(base.text, head.text) ?? 'unknown';
  },
  display: (ref) => ref.text,
};
