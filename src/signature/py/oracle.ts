import type { Relation, TypeOracle, TypeRef } from '../model';
import { textRelation } from '../type-text';

const TOP = /^(typing\.)?(Any|object)$/;

/** Python has no checker here: union members decide, `Any`/`object` accept everything, else unknown. */
export const pyOracle: TypeOracle = {
  relate(base: TypeRef, head: TypeRef): Relation {
    if (base.text === head.text) return 'equal';
    const byText = textRelation(base.text, head.text);
    if (byText) return byText;
    // `Any` and `object` both take every value (gradual typing holds them consistent).
    if (TOP.test(base.text) && TOP.test(head.text)) return 'equal';
    if (TOP.test(base.text)) return 'narrower';
    if (TOP.test(head.text)) return 'wider';
    return 'unknown';
  },
  display: (ref) => ref.text,
};
