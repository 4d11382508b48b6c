import { LANGUAGES, type Language } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../mailer.js';
import { accessRequestMail } from './access-request.js';
import { alreadyRegisteredMail, resetPasswordMail, verifyEmailMail } from './account-actions.js';
import { invitationAcceptedMail, invitationMail } from './invitation.js';
import { ownershipTransferDecidedMail, ownershipTransferRequestedMail } from './ownership-transfer.js';
import { trialStartedMail } from './trial-started.js';

/**
 * Every mail of the product, in every language (docs/decisions/197-product-languages.md): a
 * template without one of the three would fail the type check (`MailTexts`), and one whose
 * Dutch or German is the English, or that leaves a word of another language, fails here.
 */
const productName = 'Vantage';
const to = 'anna@example.test';
const expiresAt = new Date('2026-12-10T09:30:00Z');
const TEMPLATES: Record<string, (language: Language) => OutgoingMail> = {
  invitation: (language) =>
    invitationMail({
      language,
      productName,
      to,
      customerName: 'Windpark Noord BV',
      projectName: 'Zuiderveld',
      level: 'ProjectMember',
      inviterName: 'Piet de Vries',
      activationUrl: 'https://vantage.test/invitation/k',
      expiresAt,
    }),
  invitationAccepted: (language) =>
    invitationAcceptedMail({
      language,
      productName,
      to,
      customerName: 'Windpark Noord BV',
      loginUrl: 'https://v.test/login',
    }),
  verifyEmail: (language) =>
    verifyEmailMail({ language, productName, to, verifyUrl: 'https://v.test/verify' }),
  resetPassword: (language) =>
    resetPasswordMail({ language, productName, to, resetUrl: 'https://v.test/reset' }),
  alreadyRegistered: (language) =>
    alreadyRegisteredMail({ language, productName, to, loginUrl: 'https://v.test/login' }),
  trialStarted: (language) =>
    trialStartedMail({
      language,
      productName,
      to,
      customerName: 'Wind Süd GmbH',
      subscriptionTypeName: 'Wind Planner',
      expiresAt,
      loginUrl: 'https://v.test/login',
    }),
  accessRequest: (language) =>
    accessRequestMail({
      language,
      productName,
      to: 'support@v.test',
      requester: { email: to, firstName: 'Anna', lastName: 'Berg' },
      customerName: 'Wind Süd GmbH',
      customerPhoneNumber: '+49 30 1',
      subscriptionTypeName: 'Wind Planner',
      subscriptionTypeKey: 'wind-planner',
      loginUrl: 'https://v.test/login',
    }),
  transferRequested: (language) =>
    ownershipTransferRequestedMail({
      language,
      productName,
      to,
      projectName: 'Zuiderveld',
      requestedBy: 'Piet de Vries',
      customerName: 'Windpark Noord BV',
      transferUrl: 'https://v.test/transfer/1',
    }),
  transferAccepted: (language) =>
    ownershipTransferDecidedMail({
      language,
      productName,
      to,
      projectName: 'Zuiderveld',
      receiver: 'Anna',
      accepted: true,
    }),
  transferRejected: (language) =>
    ownershipTransferDecidedMail({
      language,
      productName,
      to,
      projectName: 'Zuiderveld',
      receiver: 'Anna',
      accepted: false,
    }),
};

/** Words that give a language away in these mails. */
const GIVEAWAY: Record<Language, RegExp> = {
  en: /\b(the|you|your|and)\b/i,
  nl: /\b(het|u|uw|de|en|van)\b/i,
  de: /\b(Sie|Ihr|Ihre|und|der|die|das)\b/,
};

describe('every mail template', () => {
  it.each(Object.keys(TEMPLATES))('%s is written in English, Dutch and German', (name) => {
    const template = TEMPLATES[name]!;
    const english = template('en');
    for (const language of LANGUAGES) {
      const mail = template(language);
      expect(mail.html, language).toContain(`<html lang="${language}">`);
      expect(mail.text, `${name} ${language}`).toMatch(GIVEAWAY[language]);
      expect(mail.text).not.toContain('undefined');
      if (language === 'en') continue;
      expect(mail.subject, `${name} ${language}`).not.toBe(english.subject);
      const words = (text: string) => new Set(text.split(/\s+/));
      const englishOnly = [...words(mail.text)].filter((w) => /^(the|your|you|and|with|this)$/.test(w));
      expect(englishOnly, `${name} ${language}`).toEqual([]);
    }
  });

  it('writes dates in the language: English as before, Dutch and German in their long form', () => {
    expect(TEMPLATES.invitation!('en').text).toContain('Thu, 10 Dec 2026 09:30:00 GMT');
    expect(TEMPLATES.invitation!('nl').text).toContain('10 december 2026 om 09:30 UTC');
    expect(TEMPLATES.invitation!('de').text).toContain('10. Dezember 2026 um 09:30 UTC');
  });
});
