import { createHmac } from 'node:crypto';
import { hmacSign, hmacVerify, pae } from '../../src/bundle/dsse';
import { hmacKey } from '../../src/bundle/keys';

const key = hmacKey('k', Buffer.alloc(32, 1));

describe('DSSE PAE and HMAC-SHA256', () => {
  it('matches the DSSE v1 test vector', () => {
    const encoded = pae('http://example.com/HelloWorld', Buffer.from('hello world'));
    expect(encoded.toString()).toBe('DSSEv1 29 http://example.com/HelloWorld 11 hello world');
  });

  it('counts bytes, not characters', () => {
    expect(pae('t', Buffer.from('é')).toString()).toBe('DSSEv1 1 t 2 é');
  });

  it('signs the PAE with HMAC-SHA256 and verifies in constant time', () => {
    const payload = Buffer.from('{"a":1}');
    const sig = hmacSign(key, 'application/x', payload);
    const expected = createHmac('sha256', Buffer.alloc(32, 1))
      .update('DSSEv1 13 application/x 7 {"a":1}')
      .digest();
    expect(sig.equals(expected)).toBe(true);
    expect(hmacVerify(key, 'application/x', payload, sig)).toBe(true);
  });

  it('rejects another type, another payload, another key, and a wrong length without throwing', () => {
    const payload = Buffer.from('p');
    const sig = hmacSign(key, 't', payload);
    expect(hmacVerify(key, 'u', payload, sig)).toBe(false);
    expect(hmacVerify(key, 't', Buffer.from('q'), sig)).toBe(false);
    expect(hmacVerify(hmacKey('k', Buffer.alloc(32, 2)), 't', payload, sig)).toBe(false);
    expect(hmacVerify(key, 't', payload, sig.subarray(0, 31))).toBe(false);
    expect(hmacVerify(key, 't', payload, Buffer.concat([sig, Buffer.of(0)]))).toBe(false);
  });
});
