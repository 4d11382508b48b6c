import type { Language } from '@vantage/contracts';
import type { OutgoingMail } from '../mailer.js';
import type { MailTexts } from './language.js';
import { renderMail } from './layout.js';

type RequestedInput = { productName: string; projectName: string; requestedBy: string; customerName: string };

const REQUESTED: MailTexts<{
  heading: (i: RequestedInput) => string;
  paragraphs: (i: RequestedInput) => string[];
  action: string;
  subject: (i: RequestedInput) => string;
}> = {
  en: {
    heading: (i) => `${i.requestedBy} wants to transfer a project to you`,
    paragraphs: (i) => [
      `${i.requestedBy} of ${i.customerName} asks you to take over the project "${i.projectName}" in ${i.productName}.`,
      'Open the link below and sign in (or register with this e-mail address). You can accept the project into a subscription you own or administer, or reject it.',
    ],
    action: 'View transfer request',
    subject: (i) => `Project transfer: ${i.projectName}`,
  },
  nl: {
    heading: (i) => `${i.requestedBy} wil een project aan u overdragen`,
    paragraphs: (i) => [
      `${i.requestedBy} van ${i.customerName} vraagt u het project "${i.projectName}" in ${i.productName} over te nemen.`,
      'Open de link hieronder en meld u aan (of registreer u met dit e-mailadres). U kunt het project accepteren in een abonnement waarvan u eigenaar of beheerder bent, of het weigeren.',
    ],
    action: 'Overdrachtsverzoek bekijken',
    subject: (i) => `Projectoverdracht: ${i.projectName}`,
  },
  de: {
    heading: (i) => `${i.requestedBy} möchte Ihnen ein Projekt übertragen`,
    paragraphs: (i) => [
      `${i.requestedBy} von ${i.customerName} bittet Sie, das Projekt „${i.projectName}“ in ${i.productName} zu übernehmen.`,
      'Öffnen Sie den Link unten und melden Sie sich an (oder registrieren Sie sich mit dieser E-Mail-Adresse). Sie können das Projekt in ein Abonnement übernehmen, dessen Inhaber oder Administrator Sie sind, oder es ablehnen.',
    ],
    action: 'Übertragungsanfrage ansehen',
    subject: (i) => `Projektübertragung: ${i.projectName}`,
  },
};

/** To the receiver of a project transfer: a link to /transfer/{id} to accept or reject it. */
export function ownershipTransferRequestedMail(input: {
  language: Language;
  productName: string;
  to: string;
  projectName: string;
  requestedBy: string;
  customerName: string;
  transferUrl: string;
}): OutgoingMail {
  const texts = REQUESTED[input.language];
  const rendered = renderMail({
    language: input.language,
    productName: input.productName,
    heading: texts.heading(input),
    paragraphs: texts.paragraphs(input),
    action: { label: texts.action, url: input.transferUrl },
  });
  return { to: input.to, subject: texts.subject(input), ...rendered };
}

type DecidedInput = { projectName: string; receiver: string };

const DECIDED: MailTexts<{
  heading: (accepted: boolean) => string;
  body: (i: DecidedInput, accepted: boolean) => string;
  subject: (i: DecidedInput, accepted: boolean) => string;
}> = {
  en: {
    heading: (a) => `Project transfer ${a ? 'accepted' : 'rejected'}`,
    body: (i, a) =>
      a
        ? `${i.receiver} accepted the project "${i.projectName}". It now belongs to their subscription.`
        : `${i.receiver} rejected the project "${i.projectName}". It stays in your subscription.`,
    subject: (i, a) => `Project transfer ${a ? 'accepted' : 'rejected'}: ${i.projectName}`,
  },
  nl: {
    heading: (a) => `Projectoverdracht ${a ? 'geaccepteerd' : 'geweigerd'}`,
    body: (i, a) =>
      a
        ? `${i.receiver} heeft het project "${i.projectName}" geaccepteerd. Het hoort nu bij diens abonnement.`
        : `${i.receiver} heeft het project "${i.projectName}" geweigerd. Het blijft in uw abonnement.`,
    subject: (i, a) => `Projectoverdracht ${a ? 'geaccepteerd' : 'geweigerd'}: ${i.projectName}`,
  },
  de: {
    heading: (a) => `Projektübertragung ${a ? 'angenommen' : 'abgelehnt'}`,
    body: (i, a) =>
      a
        ? `${i.receiver} hat das Projekt „${i.projectName}“ angenommen. Es gehört jetzt zu dessen Abonnement.`
        : `${i.receiver} hat das Projekt „${i.projectName}“ abgelehnt. Es bleibt in Ihrem Abonnement.`,
    subject: (i, a) => `Projektübertragung ${a ? 'angenommen' : 'abgelehnt'}: ${i.projectName}`,
  },
};

/** To the requester, when the receiver decided. */
export function ownershipTransferDecidedMail(input: {
  language: Language;
  productName: string;
  to: string;
  projectName: string;
  receiver: string;
  accepted: boolean;
}): OutgoingMail {
  const texts = DECIDED[input.language];
  const rendered = renderMail({
    language: input.language,
    productName: input.productName,
    heading: texts.heading(input.accepted),
    paragraphs: [texts.body(input, input.accepted)],
  });
  return { to: input.to, subject: texts.subject(input, input.accepted), ...rendered };
}
