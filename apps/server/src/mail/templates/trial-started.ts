import type { OutgoingMail } from '../mailer.js';
import { renderMail } from './layout.js';

export function trialStartedMail(input: {
  productName: string;
  to: string;
  customerName: string;
  subscriptionTypeName: string;
  expiresAt: Date;
  loginUrl: string;
}): OutgoingMail {
  const rendered = renderMail({
    productName: input.productName,
    heading: `Your ${input.productName} Trial has started`,
    paragraphs: [
      `The ${input.subscriptionTypeName} trial for ${input.customerName} is ready. You are its owner and can invite your team.`,
      `The trial runs until ${input.expiresAt.toUTCString()}.`,
    ],
    action: { label: 'Sign in', url: input.loginUrl },
  });
  return { to: input.to, subject: `Your ${input.productName} Trial has started`, ...rendered };
}
