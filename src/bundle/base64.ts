const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes standard base64 and returns null unless `text` is the one canonical encoding of the
 * bytes (padded, no whitespace, no stray bits): then no two spellings of a bundle verify alike.
 */
export function decodeCanonicalBase64(text: string): Buffer | null {
  if (text.length % 4 !== 0 || !STANDARD.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}
