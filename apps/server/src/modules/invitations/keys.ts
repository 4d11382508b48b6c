import { randomBytes } from 'node:crypto';
import { INVITATION_KEY_PLACEHOLDER } from '@vantage/contracts';

/** 192 random bits, URL-safe: the activation key is the only secret of the invite link. */
export function newInvitationKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The link in the mail: the template's `{invitationKey}` replaced by the key. */
export function activationUrl(template: string, key: string): string {
  return template.replace(INVITATION_KEY_PLACEHOLDER, encodeURIComponent(key));
}
