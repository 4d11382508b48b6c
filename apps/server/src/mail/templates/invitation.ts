import type { InvitationLevel } from '@vantage/contracts';
import type { OutgoingMail } from '../mailer.js';
import { renderMail } from './layout.js';

const LEVEL_TEXT: Record<InvitationLevel, string> = {
  TeamMember: 'a team member, who can view and edit all projects',
  ProjectMember: 'a project member, who can view and edit the project',
  Observer: 'an observer, who can view the project',
};

export function invitationMail(input: {
  productName: string;
  to: string;
  customerName: string;
  projectName: string | null;
  level: InvitationLevel;
  inviterName: string;
  activationUrl: string;
  expiresAt: Date;
}): OutgoingMail {
  const where = input.projectName
    ? `the project "${input.projectName}" of ${input.customerName}`
    : input.customerName;
  const rendered = renderMail({
    productName: input.productName,
    heading: `You are invited to join ${input.customerName}`,
    paragraphs: [
      `${input.inviterName} invited you to ${where} in ${input.productName} as ${LEVEL_TEXT[input.level]}.`,
      'Open the link below and sign in (or register with this e-mail address) to accept or decline.',
    ],
    action: { label: 'View invitation', url: input.activationUrl },
    footer: `This invitation expires on ${input.expiresAt.toUTCString()}.`,
  });
  return {
    to: input.to,
    subject: `Invitation to ${input.customerName} on ${input.productName}`,
    ...rendered,
  };
}

export function invitationAcceptedMail(input: {
  productName: string;
  to: string;
  customerName: string;
  loginUrl: string;
}): OutgoingMail {
  const rendered = renderMail({
    productName: input.productName,
    heading: `Welcome to ${input.customerName}`,
    paragraphs: [`You accepted the invitation and can now work in ${input.customerName}.`],
    action: { label: 'Sign in', url: input.loginUrl },
  });
  return { to: input.to, subject: `You joined ${input.customerName} on ${input.productName}`, ...rendered };
}
