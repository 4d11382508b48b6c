import type { InvitationLevel, Language } from '@vantage/contracts';
import type { OutgoingMail } from '../mailer.js';
import { type MailTexts, mailDateTime } from './language.js';
import { renderMail } from './layout.js';

type InvitationInput = {
  productName: string;
  customerName: string;
  projectName: string | null;
  level: InvitationLevel;
  inviterName: string;
  expiresAt: string;
};

const INVITATION: MailTexts<{
  level: Record<InvitationLevel, string>;
  where: (i: InvitationInput) => string;
  heading: (i: InvitationInput) => string;
  invited: (i: InvitationInput, where: string) => string;
  how: string;
  action: string;
  footer: (i: InvitationInput) => string;
  subject: (i: InvitationInput) => string;
}> = {
  en: {
    level: {
      TeamMember: 'a team member, who can view and edit all projects',
      ProjectMember: 'a project member, who can view and edit the project',
      Observer: 'an observer, who can view the project',
    },
    where: (i) => (i.projectName ? `the project "${i.projectName}" of ${i.customerName}` : i.customerName),
    heading: (i) => `You are invited to join ${i.customerName}`,
    invited: (i, where) =>
      `${i.inviterName} invited you to ${where} in ${i.productName} as ${INVITATION.en.level[i.level]}.`,
    how: 'Open the link below and sign in (or register with this e-mail address) to accept or decline.',
    action: 'View invitation',
    footer: (i) => `This invitation expires on ${i.expiresAt}.`,
    subject: (i) => `Invitation to ${i.customerName} on ${i.productName}`,
  },
  nl: {
    level: {
      TeamMember: 'teamlid (u kunt alle projecten bekijken en bewerken)',
      ProjectMember: 'projectlid (u kunt het project bekijken en bewerken)',
      Observer: 'waarnemer (u kunt het project bekijken)',
    },
    where: (i) => (i.projectName ? `het project "${i.projectName}" van ${i.customerName}` : i.customerName),
    heading: (i) => `U bent uitgenodigd voor ${i.customerName}`,
    invited: (i, where) =>
      `${i.inviterName} heeft u uitgenodigd voor ${where} in ${i.productName} als ${INVITATION.nl.level[i.level]}.`,
    how: 'Open de link hieronder en meld u aan (of registreer u met dit e-mailadres) om de uitnodiging te accepteren of af te wijzen.',
    action: 'Uitnodiging bekijken',
    footer: (i) => `Deze uitnodiging verloopt op ${i.expiresAt}.`,
    subject: (i) => `Uitnodiging voor ${i.customerName} in ${i.productName}`,
  },
  de: {
    level: {
      TeamMember: 'Teammitglied (Sie können alle Projekte ansehen und bearbeiten)',
      ProjectMember: 'Projektmitglied (Sie können das Projekt ansehen und bearbeiten)',
      Observer: 'Beobachter (Sie können das Projekt ansehen)',
    },
    where: (i) =>
      i.projectName ? `zum Projekt „${i.projectName}“ von ${i.customerName}` : `zu ${i.customerName}`,
    heading: (i) => `Sie sind zu ${i.customerName} eingeladen`,
    invited: (i, where) =>
      `${i.inviterName} hat Sie ${where} in ${i.productName} eingeladen, als ${INVITATION.de.level[i.level]}.`,
    how: 'Öffnen Sie den Link unten und melden Sie sich an (oder registrieren Sie sich mit dieser E-Mail-Adresse), um die Einladung anzunehmen oder abzulehnen.',
    action: 'Einladung ansehen',
    footer: (i) => `Diese Einladung läuft am ${i.expiresAt} ab.`,
    subject: (i) => `Einladung zu ${i.customerName} in ${i.productName}`,
  },
};

export function invitationMail(input: {
  language: Language;
  productName: string;
  to: string;
  customerName: string;
  projectName: string | null;
  level: InvitationLevel;
  inviterName: string;
  activationUrl: string;
  expiresAt: Date;
}): OutgoingMail {
  const texts = INVITATION[input.language];
  const values = { ...input, expiresAt: mailDateTime(input.language, input.expiresAt) };
  const rendered = renderMail({
    language: input.language,
    productName: input.productName,
    heading: texts.heading(values),
    paragraphs: [texts.invited(values, texts.where(values)), texts.how],
    action: { label: texts.action, url: input.activationUrl },
    footer: texts.footer(values),
  });
  return { to: input.to, subject: texts.subject(values), ...rendered };
}

type AcceptedInput = { productName: string; customerName: string };

const ACCEPTED: MailTexts<{
  heading: (i: AcceptedInput) => string;
  body: (i: AcceptedInput) => string;
  action: string;
  subject: (i: AcceptedInput) => string;
}> = {
  en: {
    heading: (i) => `Welcome to ${i.customerName}`,
    body: (i) => `You accepted the invitation and can now work in ${i.customerName}.`,
    action: 'Sign in',
    subject: (i) => `You joined ${i.customerName} on ${i.productName}`,
  },
  nl: {
    heading: (i) => `Welkom bij ${i.customerName}`,
    body: (i) => `U hebt de uitnodiging geaccepteerd en kunt nu werken in ${i.customerName}.`,
    action: 'Aanmelden',
    subject: (i) => `U bent lid van ${i.customerName} in ${i.productName}`,
  },
  de: {
    heading: (i) => `Willkommen bei ${i.customerName}`,
    body: (i) => `Sie haben die Einladung angenommen und können jetzt in ${i.customerName} arbeiten.`,
    action: 'Anmelden',
    subject: (i) => `Sie sind jetzt Mitglied von ${i.customerName} in ${i.productName}`,
  },
};

export function invitationAcceptedMail(input: {
  language: Language;
  productName: string;
  to: string;
  customerName: string;
  loginUrl: string;
}): OutgoingMail {
  const texts = ACCEPTED[input.language];
  const rendered = renderMail({
    language: input.language,
    productName: input.productName,
    heading: texts.heading(input),
    paragraphs: [texts.body(input)],
    action: { label: texts.action, url: input.loginUrl },
  });
  return { to: input.to, subject: texts.subject(input), ...rendered };
}
