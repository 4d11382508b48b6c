import type { Language } from '@vantage/contracts';
import type { OutgoingMail } from '../mailer.js';
import type { MailTexts } from './language.js';
import { renderMail } from './layout.js';

type AccessInput = {
  name: string;
  email: string;
  customerName: string;
  customerPhoneNumber: string;
  subscriptionTypeName: string;
  loginUrl: string;
};

const ACCESS: MailTexts<{
  heading: string;
  paragraphs: (i: AccessInput) => string[];
  command: string;
  subject: (i: AccessInput) => string;
}> = {
  en: {
    heading: 'Subscription access requested',
    paragraphs: (i) => [
      `${i.name} <${i.email}> requests access to ${i.subscriptionTypeName}.`,
      `Company: ${i.customerName}`,
      `Phone: ${i.customerPhoneNumber}`,
      `Login URL of the requester: ${i.loginUrl}`,
    ],
    command: 'Create the subscription with:',
    subject: (i) => `Access request from ${i.customerName} (${i.email})`,
  },
  nl: {
    heading: 'Toegang tot een abonnement aangevraagd',
    paragraphs: (i) => [
      `${i.name} <${i.email}> vraagt toegang tot ${i.subscriptionTypeName}.`,
      `Bedrijf: ${i.customerName}`,
      `Telefoon: ${i.customerPhoneNumber}`,
      `Aanmeld-URL van de aanvrager: ${i.loginUrl}`,
    ],
    command: 'Maak het abonnement aan met:',
    subject: (i) => `Toegangsaanvraag van ${i.customerName} (${i.email})`,
  },
  de: {
    heading: 'Zugang zu einem Abonnement angefragt',
    paragraphs: (i) => [
      `${i.name} <${i.email}> bittet um Zugang zu ${i.subscriptionTypeName}.`,
      `Unternehmen: ${i.customerName}`,
      `Telefon: ${i.customerPhoneNumber}`,
      `Anmelde-URL der anfragenden Person: ${i.loginUrl}`,
    ],
    command: 'Legen Sie das Abonnement an mit:',
    subject: (i) => `Zugangsanfrage von ${i.customerName} (${i.email})`,
  },
};

/** To the support address: someone asks for a (paid) subscription. */
export function accessRequestMail(input: {
  language: Language;
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
  const texts = ACCESS[input.language];
  const values = { ...input, name, email: input.requester.email };
  const rendered = renderMail({
    language: input.language,
    productName: input.productName,
    heading: texts.heading,
    paragraphs: [
      ...texts.paragraphs(values),
      `${texts.command} npm run admin -- create-subscription --customer "${input.customerName}" --type ${input.subscriptionTypeKey} --owner ${input.requester.email}`,
    ],
  });
  return { to: input.to, subject: texts.subject(values), ...rendered };
}
