import * as zlib from 'node:zlib';

type Crc32 = (data: Uint8Array, initial?: number) => number;

let table: Uint32Array | undefined;

/** CRC-32 (IEEE 802.3, as zlib): for Node releases older than 20.15, which lack zlib.crc32. */
function crc32Portable(data: Uint8Array, initial = 0): number {
  return crc32Range(data, 0, data.length, initial);
}

/** CRC-32 of `data[start, end)` in JavaScript: no subarray, cheapest for a few bytes. */
export function crc32Range(data: Uint8Array, start: number, end: number, initial = 0): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = (initial ^ 0xffffffff) >>> 0;
  for (let i = start; i < end; i++) crc = table[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const native = (zlib as unknown as { crc32?: Crc32 }).crc32;

/** CRC-32 of `data`, unsigned. */
export const crc32: Crc32 = native ?? crc32Portable;
export { crc32Portable };
