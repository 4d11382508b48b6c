import { z } from 'zod';
import type { Database } from '../db/connection.js';
import { createIdentityAccount, findIdentityAccountByEmail, type IdentityAccount } from './accounts.js';
import { type IdentityMessages, messages } from './messages.js';
import { hashPassword } from './password-hashing.js';

/** The password rule (spec is silent): 8 to 128 characters, anything allowed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type RegistrationInput = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
};

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const emailSchema = z.email();

export function passwordProblem(password: string, words: IdentityMessages = messages): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return words.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return words.passwordTooLong;
  return undefined;
}

export function validateRegistration(
  input: RegistrationInput,
  words: IdentityMessages = messages,
): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  if (!input.firstName.trim()) errors.firstName = words.firstNameRequired;
  if (!input.lastName.trim()) errors.lastName = words.lastNameRequired;
  if (!emailSchema.safeParse(input.email.trim()).success) errors.email = words.emailInvalid;
  const weak = passwordProblem(input.password, words);
  if (weak) errors.password = weak;
  else if (input.password !== input.passwordConfirm) errors.passwordConfirm = words.passwordMismatch;
  return errors;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/** A new account (to verify), or the account that already has the address (to notify). */
export type Registration =
  | { created: true; account: IdentityAccount }
  | { created: false; account: IdentityAccount };

/**
 * Creates an account of the embedded provider, or says which fields are wrong. An address
 * that already has an account is not an error (registration must not tell who has
 * an account): nothing is created or changed, the password is hashed all the same so that
 * both paths take as long, and the caller mails the owner instead. Nothing is created in
 * `users`: the API does that from the first token (ensure-created).
 */
export async function registerAccount(
  db: Database,
  input: RegistrationInput,
  words: IdentityMessages = messages,
): Promise<Registration | { errors: FieldErrors<keyof RegistrationInput> }> {
  const errors = validateRegistration(input, words);
  if (Object.keys(errors).length > 0) return { errors };
  const existing = await findIdentityAccountByEmail(db, input.email);
  if (existing) {
    await hashPassword(input.password);
    return { created: false, account: existing };
  }
  try {
    return { created: true, account: await createIdentityAccount(db, input) };
  } catch (error) {
    // Two registrations of the same address at once: the unique index decides.
    const winner = isUniqueViolation(error) ? await findIdentityAccountByEmail(db, input.email) : undefined;
    if (winner) return { created: false, account: winner };
    throw error;
  }
}
