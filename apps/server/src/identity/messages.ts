/** Every sentence the provider's pages show, in one place (spec: exact strings live together). */
export const messages = {
  signInTitle: 'Sign in to your account',
  signInLead: 'Use the e-mail address and password of your account.',
  invalidCredentials: 'Invalid e-mail or password.',
  registerTitle: 'Create your account',
  registerLead: 'Existing customers: register with the e-mail address you already use with us.',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead, or use another address.',
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
    `Too many failed sign-ins. Your account is temporarily locked: try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  emailVerifiedTitle: 'E-mail address verified',
  emailVerified:
    'Thank you: your e-mail address is verified. You can now accept invitations and transfers and start a trial.',
  verifyLinkInvalidTitle: 'This link does not work',
  verifyLinkInvalid:
    'The verification link is invalid, was already used or has expired. Sign in and send a new verification mail.',
} as const;
