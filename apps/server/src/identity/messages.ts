import { type Language, SOURCE_LANGUAGE } from '@vantage/contracts';

const wait = (seconds: number, s: string, m: string) =>
  seconds < 120 ? `${seconds} ${s}` : `${Math.ceil(seconds / 60)} ${m}`;

/**
 * Every sentence the provider's pages show, in one place (spec: exact strings live together),
 * in English, Dutch and German (docs/decisions/197-product-languages.md); the pages of the
 * sign-in path pick them by the page's language (page-language.ts).
 */
const en = {
  signInTitle: 'Sign in to your account',
  signInLead: 'Use the e-mail address and password of your account.',
  invalidCredentials: 'Invalid e-mail or password.',
  registerTitle: 'Create your account',
  registerLead: 'Existing customers: register with the e-mail address you already use with us.',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  checkMailTitle: 'Check your mail',
  /** The same words whether the address was new or already had an account. */
  checkMail: (email: string) =>
    `We have sent a mail to ${email}. Follow the link in it to verify your address, then sign in with your password.`,
  checkMailHint: 'No mail after a few minutes? Look in your spam folder, or register again.',
  passwordTooShort: (min: number) => `Choose a password of at least ${min} characters.`,
  passwordTooLong: 'Choose a password of at most 128 characters.',
  passwordMismatch: 'The two passwords do not match.',
  currentPasswordWrong: 'Your current password is not correct.',
  formHasErrors: 'Please correct the following:',
  formExpired: 'This page has expired. Please try again.',
  profileSaved: 'Your personal info has been saved.',
  passwordChanged: 'Your password has been changed.',
  otherSessionsEnded: (count: number) =>
    count === 1 ? '1 other session has been signed out.' : `${count} other sessions have been signed out.`,
  sessionEnded: 'The session has been signed out.',
  signingOut: 'Signing you out…',
  signedOut: 'You are signed out.',
  errorTitle: 'Something went wrong',
  interactionExpired:
    'Your sign-in took too long or was opened in another tab. Please start again from the application.',
  tooManyFailures: (seconds: number) =>
    `Too many failed sign-ins. Your account is temporarily locked: try again in ${wait(seconds, 'seconds', 'minutes')}.`,
  emailVerifiedTitle: 'E-mail address verified',
  emailVerified:
    'Thank you: your e-mail address is verified. You can now accept invitations and transfers and start a trial.',
  verifyLinkInvalidTitle: 'This link does not work',
  verifyLinkInvalid:
    'The verification link is invalid, was already used or has expired. Sign in and send a new verification mail.',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotLead: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
  forgotSentTitle: 'Check your mail',
  forgotSent:
    'If an account exists for this address, we have sent it a link to choose a new password. The link works once and expires in 30 minutes.',
  tooManyResets: (seconds: number) =>
    `Too many password reset requests. Please try again in ${wait(seconds, 'seconds', 'minutes')}.`,
  resetTitle: 'Choose a new password',
  resetLead: 'When you save it, every browser and app signed in to your account is signed out.',
  passwordResetTitle: 'Your password has been changed',
  passwordReset: 'Every session of your account has been signed out. Sign in with your new password.',
  resetLinkInvalidTitle: 'This link has expired or was already used',
  resetLinkInvalid:
    'A password reset link works once and for 30 minutes. Ask for a new link if you still need one.',
  // Words of the sign-in path's pages.
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  newHere: 'New here?',
  register: 'Register',
  firstName: 'First name',
  lastName: 'Last name',
  passwordHint: (min: number) => `At least ${min} characters.`,
  confirmPassword: 'Confirm password',
  haveAccount: 'Already have an account?',
  continueTo: (product: string) => `Continue to ${product}`,
  language: 'Language',
  // Words of the password reset pages.
  backToSignIn: 'Back to sign in',
  sendLink: 'Send link',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  savePassword: 'Save password',
  sendNewLink: 'Send a new link',
  // Words of the account pages.
  accountNav: 'Account',
  personalInfo: 'Personal info',
  signingIn: 'Signing in',
  deviceActivity: 'Device activity',
  backTo: (product: string) => `Back to ${product}`,
  signOut: 'Sign out',
  personalInfoLead: (product: string) => `Your name as ${product} shows it.`,
  verified: 'Verified',
  notVerified: 'Not verified',
  save: 'Save',
  passwordHeading: 'Password',
  passwordLead: 'Change the password you sign in with. Your other sessions are then signed out.',
  currentPassword: 'Current password',
  changePassword: 'Change password',
  unknownTime: 'unknown',
  unknownBrowser: 'Unknown browser',
  browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  currentSession: 'Current session',
  sessionTimes: (signedIn: string, lastActive: string) => `Signed in ${signedIn} · Last active ${lastActive}`,
  sessionOf: (device: string, signedIn: string) => `${device}, signed in ${signedIn}`,
  devicesLead: 'The browsers where you are signed in. Sign out any you do not recognise.',
  sessionsLabel: 'Signed-in sessions',
  signOutOthers: 'Sign out other sessions',
  onlyHere: 'You are signed in only here.',
};

export type IdentityMessages = typeof en;

const nl: IdentityMessages = {
  signInTitle: 'Meld u aan bij uw account',
  signInLead: 'Gebruik het e-mailadres en het wachtwoord van uw account.',
  invalidCredentials: 'Ongeldig e-mailadres of wachtwoord.',
  registerTitle: 'Maak uw account aan',
  registerLead: 'Bestaande klanten: registreer u met het e-mailadres dat u al bij ons gebruikt.',
  firstNameRequired: 'Voer uw voornaam in.',
  lastNameRequired: 'Voer uw achternaam in.',
  emailInvalid: 'Voer een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  checkMailTitle: 'Controleer uw e-mail',
  checkMail: (email) =>
    `We hebben een e-mail gestuurd naar ${email}. Volg de link erin om uw adres te bevestigen en meld u daarna aan met uw wachtwoord.`,
  checkMailHint:
    'Na een paar minuten nog geen e-mail? Kijk in uw map met ongewenste e-mail, of registreer u opnieuw.',
  passwordTooShort: (min) => `Kies een wachtwoord van minstens ${min} tekens.`,
  passwordTooLong: 'Kies een wachtwoord van hoogstens 128 tekens.',
  passwordMismatch: 'De twee wachtwoorden komen niet overeen.',
  currentPasswordWrong: 'Uw huidige wachtwoord is niet juist.',
  formHasErrors: 'Corrigeer het volgende:',
  formExpired: 'Deze pagina is verlopen. Probeer het opnieuw.',
  profileSaved: 'Uw persoonlijke gegevens zijn opgeslagen.',
  passwordChanged: 'Uw wachtwoord is gewijzigd.',
  otherSessionsEnded: (count) =>
    count === 1 ? '1 andere sessie is afgemeld.' : `${count} andere sessies zijn afgemeld.`,
  sessionEnded: 'De sessie is afgemeld.',
  signingOut: 'U wordt afgemeld…',
  signedOut: 'U bent afgemeld.',
  errorTitle: 'Er is iets misgegaan',
  interactionExpired:
    'Uw aanmelding duurde te lang of is in een ander tabblad geopend. Begin opnieuw vanuit de applicatie.',
  tooManyFailures: (seconds) =>
    `Te veel mislukte aanmeldpogingen. Uw account is tijdelijk geblokkeerd: probeer het over ${wait(seconds, 'seconden', 'minuten')} opnieuw.`,
  emailVerifiedTitle: 'E-mailadres bevestigd',
  emailVerified:
    'Dank u: uw e-mailadres is bevestigd. U kunt nu uitnodigingen en projectoverdrachten accepteren en een proefabonnement starten.',
  verifyLinkInvalidTitle: 'Deze link werkt niet',
  verifyLinkInvalid:
    'De bevestigingslink is ongeldig, al gebruikt of verlopen. Meld u aan en vraag een nieuwe bevestigingsmail aan.',
  forgotLink: 'Wachtwoord vergeten?',
  forgotTitle: 'Wachtwoord vergeten?',
  forgotLead:
    'Voer het e-mailadres van uw account in. We sturen u een link om een nieuw wachtwoord te kiezen.',
  forgotSentTitle: 'Controleer uw e-mail',
  forgotSent:
    'Als er een account voor dit adres bestaat, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link werkt één keer en verloopt na 30 minuten.',
  tooManyResets: (seconds) =>
    `Te veel verzoeken om het wachtwoord opnieuw in te stellen. Probeer het over ${wait(seconds, 'seconden', 'minuten')} opnieuw.`,
  resetTitle: 'Kies een nieuw wachtwoord',
  resetLead: 'Zodra u het opslaat, wordt elke browser en app die bij uw account is aangemeld afgemeld.',
  passwordResetTitle: 'Uw wachtwoord is gewijzigd',
  passwordReset: 'Elke sessie van uw account is afgemeld. Meld u aan met uw nieuwe wachtwoord.',
  resetLinkInvalidTitle: 'Deze link is verlopen of al gebruikt',
  resetLinkInvalid:
    'Een link om het wachtwoord opnieuw in te stellen werkt één keer en 30 minuten lang. Vraag een nieuwe link aan als u die nog nodig hebt.',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  signIn: 'Aanmelden',
  newHere: 'Nieuw hier?',
  register: 'Registreren',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  passwordHint: (min) => `Minstens ${min} tekens.`,
  confirmPassword: 'Wachtwoord bevestigen',
  haveAccount: 'Hebt u al een account?',
  continueTo: (product) => `Verder naar ${product}`,
  language: 'Taal',
  backToSignIn: 'Terug naar aanmelden',
  sendLink: 'Link versturen',
  newPassword: 'Nieuw wachtwoord',
  confirmNewPassword: 'Nieuw wachtwoord bevestigen',
  savePassword: 'Wachtwoord opslaan',
  sendNewLink: 'Een nieuwe link versturen',
  accountNav: 'Account',
  personalInfo: 'Persoonlijke gegevens',
  signingIn: 'Aanmelden',
  deviceActivity: 'Apparaatactiviteit',
  backTo: (product) => `Terug naar ${product}`,
  signOut: 'Afmelden',
  personalInfoLead: (product) => `Uw naam zoals ${product} die toont.`,
  verified: 'Bevestigd',
  notVerified: 'Niet bevestigd',
  save: 'Opslaan',
  passwordHeading: 'Wachtwoord',
  passwordLead: 'Wijzig het wachtwoord waarmee u zich aanmeldt. Uw andere sessies worden daarna afgemeld.',
  currentPassword: 'Huidig wachtwoord',
  changePassword: 'Wachtwoord wijzigen',
  unknownTime: 'onbekend',
  unknownBrowser: 'Onbekende browser',
  browserOn: (browser, system) => `${browser} op ${system}`,
  currentSession: 'Huidige sessie',
  sessionTimes: (signedIn, lastActive) => `Aangemeld ${signedIn} · Laatst actief ${lastActive}`,
  sessionOf: (device, signedIn) => `${device}, aangemeld ${signedIn}`,
  devicesLead: 'De browsers waarin u bent aangemeld. Meld elke browser af die u niet herkent.',
  sessionsLabel: 'Aangemelde sessies',
  signOutOthers: 'Andere sessies afmelden',
  onlyHere: 'U bent alleen hier aangemeld.',
};

const de: IdentityMessages = {
  signInTitle: 'Melden Sie sich bei Ihrem Konto an',
  signInLead: 'Verwenden Sie die E-Mail-Adresse und das Passwort Ihres Kontos.',
  invalidCredentials: 'Ungültige E-Mail-Adresse oder ungültiges Passwort.',
  registerTitle: 'Legen Sie Ihr Konto an',
  registerLead:
    'Bestehende Kunden: Registrieren Sie sich mit der E-Mail-Adresse, die Sie bereits bei uns verwenden.',
  firstNameRequired: 'Geben Sie Ihren Vornamen ein.',
  lastNameRequired: 'Geben Sie Ihren Nachnamen ein.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, etwa name@beispiel.de.',
  checkMailTitle: 'Sehen Sie in Ihr Postfach',
  checkMail: (email) =>
    `Wir haben eine E-Mail an ${email} gesendet. Folgen Sie dem Link darin, um Ihre Adresse zu bestätigen, und melden Sie sich dann mit Ihrem Passwort an.`,
  checkMailHint:
    'Nach einigen Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner nach oder registrieren Sie sich erneut.',
  passwordTooShort: (min) => `Wählen Sie ein Passwort mit mindestens ${min} Zeichen.`,
  passwordTooLong: 'Wählen Sie ein Passwort mit höchstens 128 Zeichen.',
  passwordMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  currentPasswordWrong: 'Ihr aktuelles Passwort ist nicht korrekt.',
  formHasErrors: 'Bitte korrigieren Sie Folgendes:',
  formExpired: 'Diese Seite ist abgelaufen. Bitte versuchen Sie es erneut.',
  profileSaved: 'Ihre persönlichen Daten wurden gespeichert.',
  passwordChanged: 'Ihr Passwort wurde geändert.',
  otherSessionsEnded: (count) =>
    count === 1 ? '1 andere Sitzung wurde abgemeldet.' : `${count} andere Sitzungen wurden abgemeldet.`,
  sessionEnded: 'Die Sitzung wurde abgemeldet.',
  signingOut: 'Sie werden abgemeldet…',
  signedOut: 'Sie sind abgemeldet.',
  errorTitle: 'Etwas ist schiefgelaufen',
  interactionExpired:
    'Ihre Anmeldung hat zu lange gedauert oder wurde in einem anderen Tab geöffnet. Bitte beginnen Sie erneut in der Anwendung.',
  tooManyFailures: (seconds) =>
    `Zu viele fehlgeschlagene Anmeldungen. Ihr Konto ist vorübergehend gesperrt: Versuchen Sie es in ${wait(seconds, 'Sekunden', 'Minuten')} erneut.`,
  emailVerifiedTitle: 'E-Mail-Adresse bestätigt',
  emailVerified:
    'Vielen Dank: Ihre E-Mail-Adresse ist bestätigt. Sie können jetzt Einladungen und Projektübertragungen annehmen und eine Testphase starten.',
  verifyLinkInvalidTitle: 'Dieser Link funktioniert nicht',
  verifyLinkInvalid:
    'Der Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Melden Sie sich an und fordern Sie eine neue Bestätigungs-E-Mail an.',
  forgotLink: 'Passwort vergessen?',
  forgotTitle: 'Passwort vergessen?',
  forgotLead:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
  forgotSentTitle: 'Sehen Sie in Ihr Postfach',
  forgotSent:
    'Wenn für diese Adresse ein Konto besteht, haben wir einen Link gesendet, um ein neues Passwort zu wählen. Der Link funktioniert einmal und läuft nach 30 Minuten ab.',
  tooManyResets: (seconds) =>
    `Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es in ${wait(seconds, 'Sekunden', 'Minuten')} erneut.`,
  resetTitle: 'Wählen Sie ein neues Passwort',
  resetLead:
    'Sobald Sie es speichern, werden alle Browser und Apps abgemeldet, die bei Ihrem Konto angemeldet sind.',
  passwordResetTitle: 'Ihr Passwort wurde geändert',
  passwordReset:
    'Alle Sitzungen Ihres Kontos wurden abgemeldet. Melden Sie sich mit Ihrem neuen Passwort an.',
  resetLinkInvalidTitle: 'Dieser Link ist abgelaufen oder wurde bereits verwendet',
  resetLinkInvalid:
    'Ein Link zum Zurücksetzen des Passworts funktioniert einmal und 30 Minuten lang. Fordern Sie einen neuen Link an, wenn Sie noch einen brauchen.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  signIn: 'Anmelden',
  newHere: 'Neu hier?',
  register: 'Registrieren',
  firstName: 'Vorname',
  lastName: 'Nachname',
  passwordHint: (min) => `Mindestens ${min} Zeichen.`,
  confirmPassword: 'Passwort bestätigen',
  haveAccount: 'Sie haben bereits ein Konto?',
  continueTo: (product) => `Weiter zu ${product}`,
  language: 'Sprache',
  backToSignIn: 'Zurück zur Anmeldung',
  sendLink: 'Link senden',
  newPassword: 'Neues Passwort',
  confirmNewPassword: 'Neues Passwort bestätigen',
  savePassword: 'Passwort speichern',
  sendNewLink: 'Einen neuen Link senden',
  accountNav: 'Konto',
  personalInfo: 'Persönliche Daten',
  signingIn: 'Anmeldung',
  deviceActivity: 'Geräteaktivität',
  backTo: (product) => `Zurück zu ${product}`,
  signOut: 'Abmelden',
  personalInfoLead: (product) => `Ihr Name, wie ${product} ihn anzeigt.`,
  verified: 'Bestätigt',
  notVerified: 'Nicht bestätigt',
  save: 'Speichern',
  passwordHeading: 'Passwort',
  passwordLead:
    'Ändern Sie das Passwort, mit dem Sie sich anmelden. Ihre anderen Sitzungen werden danach abgemeldet.',
  currentPassword: 'Aktuelles Passwort',
  changePassword: 'Passwort ändern',
  unknownTime: 'unbekannt',
  unknownBrowser: 'Unbekannter Browser',
  browserOn: (browser, system) => `${browser} unter ${system}`,
  currentSession: 'Aktuelle Sitzung',
  sessionTimes: (signedIn, lastActive) => `Angemeldet ${signedIn} · Zuletzt aktiv ${lastActive}`,
  sessionOf: (device, signedIn) => `${device}, angemeldet ${signedIn}`,
  devicesLead: 'Die Browser, in denen Sie angemeldet sind. Melden Sie jeden ab, den Sie nicht kennen.',
  sessionsLabel: 'Angemeldete Sitzungen',
  signOutOthers: 'Andere Sitzungen abmelden',
  onlyHere: 'Sie sind nur hier angemeldet.',
};

export const MESSAGES: Record<Language, IdentityMessages> = { en, nl, de };

/** The English words: the pages not yet on the sign-in path's languages, and the API's. */
export const messages = MESSAGES[SOURCE_LANGUAGE];
