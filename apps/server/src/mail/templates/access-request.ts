import type { OutgoingMail } from '../mailer.js';
import { renderMail } from './layout.js';

/** To the support address: someone asks for a (paid) subscription. */
export function accessRequestMail(input: {
  productName: string;
  to: string;
  requester: { email: string; firstName: string; lastName: string };
  customerName: string;
  customerPhoneNumber: string;
  subscriptionTypeName: string;
  subscriptionTypeKey: string;
  loginUrl: string;
}): OutgoingMail {
  const name = `${input.requester.firstName} ${input.requester.lastName}`.trim() || input.requester.email;
  const rendered = renderMail({
    productName: input.productName,
    heading: 'Subscription access requested',
    paragraphs: [
      `${name} <${input.requester.email}> requests access to ${input.subscriptionTypeName}.`,
      `Company: ${input.customerName}`,
      `Phone: ${input.customerPhoneNumber}`,
      `Login URL of the requester: ${input.loginUrl}`,
      `Create the subscription with: npm run admin -- create-subscription --customer "${input.customerName}" --type ${input.subscriptionTypeKey} --owner ${input.requester.email}`,
    ],
  });
  return {
    to: input.to,
    subject: `Access request from ${input.customerName} (${input.requester.email})`,
    ...rendered,
  };
}
