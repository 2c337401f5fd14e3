/** How members are named in messages. */
import type { Member, MemberForm } from '../model';
import { signatureText } from './callables';
import type { Reporter } from './reporter';

export function memberText(r: Reporter, m: Member): string {
  if (m.form === 'index') return `${m.name}: ${m.type?.text ?? '?'}`;
  return m.signatures.map((s) => signatureText(r, s)).join(' | ');
}

export function describe(m: Member): string {
  return {
    method: 'method',
    staticmethod: 'static method',
    classmethod: 'class method',
    property: 'property',
    getter: 'getter',
    accessor: 'accessor',
    constructor: 'constructor',
    call: 'call signature',
    construct: 'construct signature',
    index: 'index signature',
    'enum-member': 'enum member',
  }[m.form];
}

export function formName(f: MemberForm): string {
  return {
    method: 'a method',
    staticmethod: 'a static method',
    classmethod: 'a class method',
    property: 'a property',
    getter: 'a getter',
    accessor: 'an accessor',
    constructor: 'a constructor',
    call: 'a call signature',
    construct: 'a construct signature',
    index: 'an index signature',
    'enum-member': 'an enum member',
  }[f];
}
