import type { Language } from '@vantage/contracts';
import type { OutgoingMail } from '../mailer.js';
import type { MailTexts } from './language.js';
import { renderMail } from './layout.js';

type Words = {
  heading: string;
  paragraphs: (i: { productName: string; to: string }) => string[];
  action: string;
  footer?: string;
  subject: (productName: string) => string;
};

const VERIFY: MailTexts<Words> = {
  en: {
    heading: 'Verify your e-mail address',
    paragraphs: (i) => [
      `Confirm that ${i.to} is your address to accept invitations and transfers and to start a trial in ${i.productName}.`,
      'If you did not create an account, ignore this mail.',
    ],
    action: 'Verify e-mail address',
    footer: 'The link works once and expires in 24 hours.',
    subject: (p) => `Verify your e-mail address for ${p}`,
  },
  nl: {
    heading: 'Bevestig uw e-mailadres',
    paragraphs: (i) => [
      `Bevestig dat ${i.to} uw adres is, zodat u uitnodigingen en projectoverdrachten kunt accepteren en een proefabonnement kunt starten in ${i.productName}.`,
      'Hebt u geen account aangemaakt? Dan kunt u deze e-mail negeren.',
    ],
    action: 'E-mailadres bevestigen',
    footer: 'De link werkt één keer en verloopt na 24 uur.',
    subject: (p) => `Bevestig uw e-mailadres voor ${p}`,
  },
  de: {
    heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
    paragraphs: (i) => [
      `Bestätigen Sie, dass ${i.to} Ihre Adresse ist, um Einladungen und Projektübertragungen anzunehmen und eine Testphase in ${i.productName} zu starten.`,
      'Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    footer: 'Der Link funktioniert einmal und läuft nach 24 Stunden ab.',
    subject: (p) => `Bestätigen Sie Ihre E-Mail-Adresse für ${p}`,
  },
};

const RESET: MailTexts<Words> = {
  en: {
    heading: 'Reset your password',
    paragraphs: (i) => [
      `Someone asked to reset the password of your ${i.productName} account. Choose a new password with the link below.`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    action: 'Reset password',
    footer: 'The link works once and expires in 30 minutes.',
    subject: (p) => `Reset your ${p} password`,
  },
  nl: {
    heading: 'Wachtwoord opnieuw instellen',
    paragraphs: (i) => [
      `Er is gevraagd het wachtwoord van uw ${i.productName}-account opnieuw in te stellen. Kies met de link hieronder een nieuw wachtwoord.`,
      'Was u dit niet? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
    ],
    action: 'Wachtwoord opnieuw instellen',
    footer: 'De link werkt één keer en verloopt na 30 minuten.',
    subject: (p) => `Uw ${p}-wachtwoord opnieuw instellen`,
  },
  de: {
    heading: 'Passwort zurücksetzen',
    paragraphs: (i) => [
      `Jemand hat angefordert, das Passwort Ihres ${i.productName}-Kontos zurückzusetzen. Wählen Sie über den Link unten ein neues Passwort.`,
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
    action: 'Passwort zurücksetzen',
    footer: 'Der Link funktioniert einmal und läuft nach 30 Minuten ab.',
    subject: (p) => `Ihr ${p}-Passwort zurücksetzen`,
  },
};

const ALREADY_REGISTERED: MailTexts<Words> = {
  en: {
    heading: 'You already have an account',
    paragraphs: (i) => [
      `Someone tried to register a new ${i.productName} account with ${i.to}. This address already has an account, so nothing was created or changed.`,
      'If it was you, sign in with your password. If you forgot it, choose "Forgot password?" on the sign-in page.',
      'If it was not you, ignore this mail.',
    ],
    action: 'Sign in',
    subject: (p) => `Your ${p} account already exists`,
  },
  nl: {
    heading: 'U hebt al een account',
    paragraphs: (i) => [
      `Iemand probeerde een nieuw ${i.productName}-account te registreren met ${i.to}. Dit adres heeft al een account, dus er is niets aangemaakt of gewijzigd.`,
      'Was u dit? Meld u dan aan met uw wachtwoord. Bent u het vergeten, kies dan "Wachtwoord vergeten?" op de aanmeldpagina.',
      'Was u dit niet? Negeer dan deze e-mail.',
    ],
    action: 'Aanmelden',
    subject: (p) => `Uw ${p}-account bestaat al`,
  },
  de: {
    heading: 'Sie haben bereits ein Konto',
    paragraphs: (i) => [
      `Jemand hat versucht, mit ${i.to} ein neues ${i.productName}-Konto zu registrieren. Für diese Adresse gibt es bereits ein Konto, daher wurde nichts angelegt oder geändert.`,
      'Wenn Sie das waren, melden Sie sich mit Ihrem Passwort an. Wenn Sie es vergessen haben, wählen Sie auf der Anmeldeseite „Passwort vergessen?“.',
      'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
    ],
    action: 'Anmelden',
    subject: (p) => `Ihr ${p}-Konto besteht bereits`,
  },
};

function accountMail(
  texts: MailTexts<Words>,
  input: { language: Language; productName: string; to: string },
  url: string,
): OutgoingMail {
  const words = texts[input.language];
  const rendered = renderMail({
    language: input.language,
    productName: input.productName,
    heading: words.heading,
    paragraphs: words.paragraphs(input),
    action: { label: words.action, url },
    ...(words.footer ? { footer: words.footer } : {}),
  });
  return { to: input.to, subject: words.subject(input.productName), ...rendered };
}

/** Sent on registration and on "Resend verification mail". */
export function verifyEmailMail(input: {
  language: Language;
  productName: string;
  to: string;
  verifyUrl: string;
}): OutgoingMail {
  return accountMail(VERIFY, input, input.verifyUrl);
}

/** Sent on "Forgot password?" to a known address. */
export function resetPasswordMail(input: {
  language: Language;
  productName: string;
  to: string;
  resetUrl: string;
}): OutgoingMail {
  return accountMail(RESET, input, input.resetUrl);
}

/**
 * Sent instead of a verification mail when someone registers with an address that already
 * has an account (the registration page answers the same for both).
 */
export function alreadyRegisteredMail(input: {
  language: Language;
  productName: string;
  to: string;
  loginUrl: string;
}): OutgoingMail {
  return accountMail(ALREADY_REGISTERED, input, input.loginUrl);
}
