/** Makes untrusted text (paths, messages from the PR) safe inside a markdown table cell. */
export function cell(text: string): string {
  return inline(text).replace(/\|/g, '\\|');
}

/**
 * Untrusted text on one line: no raw HTML, and no @mentions or #references that would notify
 * people or link issues from a bot comment.
 */
export function inline(text: string): string {
  return text
    .replace(/\r?\n/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@(?=\w)/g, '@\u200b');
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function codeBlock(text: string, lang = ''): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${text.replace(/\n$/, '')}\n${fence}`;
}

export function details(summary: string, body: string, open = false): string {
  return `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

export function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/**
 * Cuts markdown to at most `maxBytes` UTF-8 bytes on a line boundary, closes what the cut left
 * open (code fences, `<details>`), and appends `note`. Text that fits is returned unchanged.
 */
export function truncateMarkdown(text: string, maxBytes: number, note: string): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  const reserve = Buffer.byteLength(note) + 64;
  const lines = text.split('\n');
  const kept: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (bytes + size + reserve > maxBytes) break;
    kept.push(line);
    bytes += size;
  }
  const closing: string[] = [];
  const fences = kept.filter((l) => /^`{3,}/.test(l));
  if (fences.length % 2 === 1) closing.push(fences[fences.length - 1]!.match(/^`+/)![0]);
  const body = kept.join('\n');
  const open = (body.match(/<details/g) ?? []).length - (body.match(/<\/details>/g) ?? []).length;
  for (let i = 0; i < open; i++) closing.push('</details>');
  return [...kept, ...closing, '', note].join('\n');
}
