import { z } from 'zod/mini';
import { IdParam } from '../primitives.js';
import { defineOperation, empty } from './define.js';

/**
 * Apart from invitations.ts, which the dashboard's first load carries (hub item events): only
 * the Team screen sends a failed invitation mail again (docs/decisions/183-mail-outbox.md).
 */
export const resendInvitationMail = defineOperation({
  id: 'resendInvitationMail',
  method: 'POST',
  path: '/api/invitations/{id}/mail',
  tag: 'Invitations',
  summary: 'Send a failed invitation mail again (Team screen, "Send again")',
  access: 'account',
  action: 'invitation.resend',
  params: z.object({ id: IdParam }),
  answers: { 202: empty() },
  conflicts: ['AlreadyActivated', 'KeyExpired', 'MailNotFailed'],
});
