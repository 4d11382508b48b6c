import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { BackupError } from './errors.js';

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** `sha256sum` format, so that an operator can check an unpacked archive with `sha256sum -c`. */
export function formatChecksums(sums: Map<string, string>): string {
  return [...sums].map(([member, sum]) => `${sum}  ${member}\n`).join('');
}

export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (!match) throw new BackupError(`The archive's ${'SHA256SUMS'} has a line that is not a checksum.`);
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}
