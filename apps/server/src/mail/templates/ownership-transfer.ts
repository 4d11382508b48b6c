import type { OutgoingMail } from '../mailer.js';
import { renderMail } from './layout.js';

/** To the receiver of a project transfer: a link to /transfer/{id} to accept or reject it. */
export function ownershipTransferRequestedMail(input: {
  productName: string;
  to: string;
  projectName: string;
  requestedBy: string;
  customerName: string;
  transferUrl: string;
}): OutgoingMail {
  const rendered = renderMail({
    productName: input.productName,
    heading: `${input.requestedBy} wants to transfer a project to you`,
    paragraphs: [
      `${input.requestedBy} of ${input.customerName} asks you to take over the project "${input.projectName}" in ${input.productName}.`,
      'Open the link below and sign in (or register with this e-mail address). You can accept the project into a subscription you own or administer, or reject it.',
    ],
    action: { label: 'View transfer request', url: input.transferUrl },
  });
  return { to: input.to, subject: `Project transfer: ${input.projectName}`, ...rendered };
}

/** To the requester, when the receiver decided. */
export function ownershipTransferDecidedMail(input: {
  productName: string;
  to: string;
  projectName: string;
  receiver: string;
  accepted: boolean;
}): OutgoingMail {
  const outcome = input.accepted ? 'accepted' : 'rejected';
  const rendered = renderMail({
    productName: input.productName,
    heading: `Project transfer ${outcome}`,
    paragraphs: [
      input.accepted
        ? `${input.receiver} accepted the project "${input.projectName}". It now belongs to their subscription.`
        : `${input.receiver} rejected the project "${input.projectName}". It stays in your subscription.`,
    ],
  });
  return { to: input.to, subject: `Project transfer ${outcome}: ${input.projectName}`, ...rendered };
}
