import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, unsupportedMediaType } from '../http/problem.js';

/** An upload received to a file of its own; `remove` deletes it (idempotent). */
export type ReceivedFile = { path: string; fileName: string; bytes: number; remove: () => Promise<void> };

export class FileTooLarge extends Error {
  override readonly name = 'FileTooLarge';
}

/**
 * The one file part of a multipart upload in the field `field` (default `file`), limited to
 * `maxBytes`: 415 for a request that is not multipart, 400 for no file or another field.
 */
export async function uploadedPart(
  request: FastifyRequest,
  options: { field?: string; maxBytes: number; label: string },
): Promise<MultipartFile> {
  const field = options.field ?? 'file';
  if (!request.isMultipart())
    throw unsupportedMediaType(`Send the ${options.label} as multipart/form-data in the field "${field}".`);
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part) throw badRequest(`No file was sent: use the multipart field "${field}".`);
  if (part.fieldname !== field) {
    part.file.resume();
    throw badRequest(`The file must be sent in the multipart field "${field}", not "${part.fieldname}".`);
  }
  return part;
}

/**
 * Streams the one file of a multipart upload (`uploadedPart`) to a temporary file, at most
 * `maxBytes`: the server holds a few stream buffers of it in memory, never the file, however
 * many uploads are in flight. Over the limit the reading stops there and nothing is kept
 * (FileTooLarge); the caller words the refusal.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { field?: string; maxBytes: number; label: string },
): Promise<ReceivedFile> {
  const part = await uploadedPart(request, options);
  const directory = await mkdtemp(join(tmpdir(), 'vantage-upload-'));
  const remove = () => rm(directory, { recursive: true, force: true });
  const path = join(directory, 'file');
  try {
    await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
    if (part.file.truncated) throw new FileTooLarge();
    return { path, fileName: part.filename ?? '', bytes: (await stat(path)).size, remove };
  } catch (error) {
    await remove();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLarge();
    throw error;
  }
}

/** The file's name as stored: its last path segment, no control characters, at most 200 characters. */
export function storedFileName(fileName: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const name = (fileName.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name.slice(0, 200) || fallback;
}
