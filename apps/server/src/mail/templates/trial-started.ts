import type { Language } from '@vantage/contracts';
import type { OutgoingMail } from '../mailer.js';
import { type MailTexts, mailDateTime } from './language.js';
import { renderMail } from './layout.js';

type TrialInput = {
  productName: string;
  customerName: string;
  subscriptionTypeName: string;
  expiresAt: string;
};

const TRIAL: MailTexts<{
  heading: (i: TrialInput) => string;
  paragraphs: (i: TrialInput) => string[];
  action: string;
}> = {
  en: {
    heading: (i) => `Your ${i.productName} Trial has started`,
    paragraphs: (i) => [
      `The ${i.subscriptionTypeName} trial for ${i.customerName} is ready. You are its owner and can invite your team.`,
      `The trial runs until ${i.expiresAt}.`,
    ],
    action: 'Sign in',
  },
  nl: {
    heading: (i) => `Uw proefabonnement voor ${i.productName} is gestart`,
    paragraphs: (i) => [
      `Het proefabonnement ${i.subscriptionTypeName} voor ${i.customerName} staat klaar. U bent de eigenaar en kunt uw team uitnodigen.`,
      `Het proefabonnement loopt tot ${i.expiresAt}.`,
    ],
    action: 'Aanmelden',
  },
  de: {
    heading: (i) => `Ihre ${i.productName}-Testphase hat begonnen`,
    paragraphs: (i) => [
      `Die Testphase ${i.subscriptionTypeName} für ${i.customerName} ist eingerichtet. Sie sind der Inhaber und können Ihr Team einladen.`,
      `Die Testphase läuft bis ${i.expiresAt}.`,
    ],
    action: 'Anmelden',
  },
};

export function trialStartedMail(input: {
  language: Language;
  productName: string;
  to: string;
  customerName: string;
  subscriptionTypeName: string;
  expiresAt: Date;
  loginUrl: string;
}): OutgoingMail {
  const texts = TRIAL[input.language];
  const values = { ...input, expiresAt: mailDateTime(input.language, input.expiresAt) };
  const heading = texts.heading(values);
  const rendered = renderMail({
    language: input.language,
    productName: input.productName,
    heading,
    paragraphs: texts.paragraphs(values),
    action: { label: texts.action, url: input.loginUrl },
  });
  return { to: input.to, subject: heading, ...rendered };
}
