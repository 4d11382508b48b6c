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
    `Too many failed sign-ins. Your account is temporarily locked: try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
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
    `Too many password reset requests. Please try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
  resetTitle: 'Choose a new password',
  resetLead: 'When you save it, every browser and app signed in to your account is signed out.',
  passwordResetTitle: 'Your password has been changed',
  passwordReset: 'Every session of your account has been signed out. Sign in with your new password.',
  resetLinkInvalidTitle: 'This link has expired or was already used',
  resetLinkInvalid:
    'A password reset link works once and for 30 minutes. Ask for a new link if you still need one.',
} as const;
