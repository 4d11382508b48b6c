import { readFile } from 'node:fs/promises';
import { serveSandboxJob } from '../../uploads/sandbox-child.js';
import { decodePhoto, PhotoInvalid } from './decode-photo.js';

/** The child process that reads one uploaded photo (./read-photo.ts starts it per upload). */
export type PhotoJob = { path: string };

serveSandboxJob(async ({ path }: PhotoJob) => decodePhoto(await readFile(path)), PhotoInvalid);
