import { INVITATION_KEY_PLACEHOLDER } from '@vantage/contracts';
import { paths } from '@/config/paths';

/** The activation link the invitation mail carries: this app's /invitation/{invitationKey}. */
export function activationUrlTemplate(origin: string): string {
  return `${origin}${paths.invitation.path.replace(':invitationKey', INVITATION_KEY_PLACEHOLDER)}`;
}
