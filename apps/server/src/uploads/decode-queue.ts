import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/problem.js';
import { type ByteSource, withFileSource } from './byte-source.js';
import { FairQueue, QueueFull, type Ticket } from './fair-queue.js';
import { FileTooLarge, receiveUpload, storedFileName } from './receive.js';
import { runInSandbox, SandboxEnded, type SandboxLimits } from './sandbox.js';

/**
 * The process's one queue for decoding uploads, photos and terrain models alike
 * (./fair-queue.ts): two decodes at once (this is a two-core machine kind, and each decode is
 * a child process with one libvips thread), one of them per organisation; four uploads per
 * organisation in flight (received, waiting or decoding) and 32 in the process, so the
 * temporary files in flight are at most 32 × 50 MB.
 */
const UPLOADS_PER_ORGANISATION = 4;
export const decodeQueue = new FairQueue({
  slots: 2,
  perTenant: UPLOADS_PER_ORGANISATION,
  total: 32,
  retryAfterSeconds: 10,
});

/** Admits an upload of the subscription, or 429 with Retry-After. */
export function admitUpload(subscriptionId: number, label: string): Ticket {
  try {
    return decodeQueue.admit(subscriptionId);
  } catch (error) {
    if (!(error instanceof QueueFull)) throw error;
    const detail =
      error.scope === 'organisation'
        ? `Your organisation is already uploading ${UPLOADS_PER_ORGANISATION} files at once; send this ${label} when one of them is done.`
        : `The server is busy reading other uploads; send this ${label} again in a few seconds.`;
    throw new ApiError(
      429,
      'Too Many Requests',
      `${detail} Try again in ${error.retryAfterSeconds} seconds.`,
      undefined,
      {
        'retry-after': String(error.retryAfterSeconds),
      },
    );
  }
}

/** Aborts when the client goes before its answer has been sent. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new SandboxEnded('gone', 'The client has gone.'));
  });
  return controller.signal;
}

/**
 * Runs a decoding job in its turn, in a child process (./sandbox.ts), and answers what it made
 * of the file. A file the job refuses is a 400 with the job's words; one that takes more
 * memory or time than a decode may is a 400 saying so; a crashed decoder means a file it
 * cannot read (400). Only a failure of ours inside the job (its `error`) is a 500.
 */
async function decodeInTurn<T>(
  ticket: Ticket,
  job: { moduleUrl: string; script: string; input: unknown; limits: SandboxLimits; label: string },
  signal: AbortSignal,
): Promise<T> {
  const { label, limits } = job;
  const answer = await ticket
    .run(() => runInSandbox<T>(job.moduleUrl, job.script, job.input, limits, signal), signal)
    .catch((error: unknown) => {
      if (!(error instanceof SandboxEnded)) throw error;
      switch (error.reason) {
        case 'memory':
          throw badRequest(
            `Reading the ${label} needed more than the ${limits.memoryMb} MB one upload may use: save it smaller or in a simpler form.`,
          );
        case 'time':
          throw badRequest(
            `Reading the ${label} took longer than the ${Math.round(limits.timeoutMs / 1000)} seconds one upload may take: save it smaller or in a simpler form.`,
          );
        case 'crash':
          throw badRequest(`The ${label} could not be read: it may be damaged.`);
        case 'gone':
          // Nobody reads this answer; the request log shows it.
          throw badRequest(`The ${label} was abandoned before it had been read.`);
      }
    });
  if ('ok' in answer) return answer.ok;
  if ('invalid' in answer) throw badRequest(answer.invalid);
  throw new Error(`Reading a ${label} failed: ${answer.error}`);
}

/** How one kind of upload is received, checked and decoded (photos, terrain models). */
export type UploadKind = {
  /** What the messages call the file ("photo", "terrain model"). */
  label: string;
  maxBytes: number;
  /** The 400 for a file over `maxBytes`. */
  tooLarge: string;
  /** The stored name when the client gave none. */
  fallbackName: string;
  /** Checks on the server's thread before the file waits for a decoder; throws ApiError to refuse. */
  check: (source: ByteSource) => void;
  /** The decoding job for the received file: its script beside `moduleUrl`, input and bounds. */
  job: (
    path: string,
  ) => Promise<{ moduleUrl: string; script: string; input: unknown; limits: SandboxLimits }>;
};

/**
 * An upload from admission to its decoded result: admitted in the organisation's share (429
 * beyond), streamed to a temporary file (400 over the size limit), checked (`kind.check`),
 * decoded in its turn in a child process (`decodeInTurn`), and the file removed whatever
 * happened. Answers the job's result and the file's name as stored.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  subscriptionId: number,
  kind: UploadKind,
  signal: AbortSignal,
): Promise<{ result: T; fileName: string }> {
  const ticket = admitUpload(subscriptionId, kind.label);
  try {
    const file = await receiveUpload(request, { maxBytes: kind.maxBytes, label: kind.label }).catch(
      (error) => {
        if (error instanceof FileTooLarge) throw badRequest(kind.tooLarge);
        throw error;
      },
    );
    try {
      withFileSource(file.path, file.bytes, kind.check);
      const job = await kind.job(file.path);
      const result = await decodeInTurn<T>(ticket, { ...job, label: kind.label }, signal);
      return { result, fileName: storedFileName(file.fileName, kind.fallbackName) };
    } finally {
      await file.remove();
    }
  } finally {
    ticket.release();
  }
}
