import { EmailVerificationStatus, EnsureCreatedResult, UserPreferences } from '../user-accounts.js';
import { defineOperation, empty, json } from './define.js';

const tag = 'User';

export const ensureUserCreated = defineOperation({
  id: 'ensureUserCreated',
  method: 'POST',
  path: '/api/user/ensure-created',
  tag,
  summary: 'Create or update the calling user from its token',
  access: 'user',
  answers: { 200: json(EnsureCreatedResult) },
});

export const getEmailVerification = defineOperation({
  id: 'getEmailVerification',
  method: 'GET',
  path: '/api/user/email-verification',
  tag,
  summary:
    "Whether the caller's e-mail address is verified (needed to accept invitations and transfers, and for a trial)",
  access: 'user',
  answers: { 200: json(EmailVerificationStatus) },
});

export const resendVerificationMail = defineOperation({
  id: 'resendVerificationMail',
  method: 'POST',
  path: '/api/user/email-verification',
  tag,
  summary: 'Send a new verification mail (embedded identity provider; 429 after 5 in an hour)',
  access: 'user',
  answers: {
    202: empty('The mail is on its way.'),
    204: empty('The address is verified already: no mail sent.'),
  },
  errors: [429],
});

export const getUserPreferences = defineOperation({
  id: 'getUserPreferences',
  method: 'GET',
  path: '/api/user/preferences',
  tag,
  summary:
    "The caller's language (en, nl or de), kept with the person for every device and for mails to them; none follows the browser",
  access: 'user',
  answers: { 200: json(UserPreferences) },
});

export const updateUserPreferences = defineOperation({
  id: 'updateUserPreferences',
  method: 'PUT',
  path: '/api/user/preferences',
  tag,
  summary: "Set the caller's language (en, nl or de), or leave it out to follow the browser",
  access: 'user',
  body: UserPreferences,
  answers: { 200: json(UserPreferences) },
});
