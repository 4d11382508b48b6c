import { PRESENTATION_LOGO_MAX_BYTES } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/problem.js';
import { tooLarge } from '../files/store.js';

const logos = new WeakMap<FastifyRequest, Uint8Array>();

/**
 * create-published-project also takes multipart/form-data: the publish request as JSON in
 * the field `payload` and the optional logo in the field `file`. Runs as preValidation, so
 * the JSON is then validated by the route's schema exactly like a JSON body.
 */
export async function readPublishMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  let payload: unknown;
  const parts = request.parts({ limits: { fileSize: PRESENTATION_LOGO_MAX_BYTES, files: 1, fields: 2 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(`The logo must be sent in the multipart field "file", not "${part.fieldname}".`);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge('logo', PRESENTATION_LOGO_MAX_BYTES);
        if (bytes.byteLength > 0) logos.set(request, bytes);
      } else if (part.fieldname === 'payload') {
        try {
          payload = JSON.parse(String(part.value));
        } catch {
          throw badRequest('The multipart field "payload" must hold the publish request as JSON.');
        }
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge('logo', PRESENTATION_LOGO_MAX_BYTES);
    throw error;
  }
  if (payload === undefined)
    throw badRequest('Send the publish request as JSON in the multipart field "payload".');
  request.body = payload;
}

/** The logo read by `readPublishMultipart`, if one was sent. */
export const uploadedLogo = (request: FastifyRequest) => logos.get(request);
