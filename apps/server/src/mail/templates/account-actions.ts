import type { OutgoingMail } from '../mailer.js';
import { renderMail } from './layout.js';

/** Sent on registration and on "Resend verification mail". */
export function verifyEmailMail(input: { productName: string; to: string; verifyUrl: string }): OutgoingMail {
  const rendered = renderMail({
    productName: input.productName,
    heading: 'Verify your e-mail address',
    paragraphs: [
      `Confirm that ${input.to} is your address to accept invitations and transfers and to start a trial in ${input.productName}.`,
      'If you did not create an account, ignore this mail.',
    ],
    action: { label: 'Verify e-mail address', url: input.verifyUrl },
    footer: 'The link works once and expires in 24 hours.',
  });
  return { to: input.to, subject: `Verify your e-mail address for ${input.productName}`, ...rendered };
}

/** Sent on "Forgot password?" to a known address. */
export function resetPasswordMail(input: {
  productName: string;
  to: string;
  resetUrl: string;
}): OutgoingMail {
  const rendered = renderMail({
    productName: input.productName,
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${input.productName} account. Choose a new password with the link below.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Reset password', url: input.resetUrl },
    footer: 'The link works once and expires in 30 minutes.',
  });
  return { to: input.to, subject: `Reset your ${input.productName} password`, ...rendered };
}

/**
 * Sent instead of a verification mail when someone registers with an address that already
 * has an account (the registration page answers the same for both).
 */
export function alreadyRegisteredMail(input: {
  productName: string;
  to: string;
  loginUrl: string;
}): OutgoingMail {
  const rendered = renderMail({
    productName: input.productName,
    heading: 'You already have an account',
    paragraphs: [
      `Someone tried to register a new ${input.productName} account with ${input.to}. This address already has an account, so nothing was created or changed.`,
      'If it was you, sign in with your password. If you forgot it, choose "Forgot password?" on the sign-in page.',
      'If it was not you, ignore this mail.',
    ],
    action: { label: 'Sign in', url: input.loginUrl },
  });
  return { to: input.to, subject: `Your ${input.productName} account already exists`, ...rendered };
}
