import type { UserRow } from './service.js';

/**
 * How other people see a user in the product's texts (mails, "changed by", who else is in a
 * plan): first and last name, or the e-mail address while both are empty.
 */
export function displayNameOf(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
