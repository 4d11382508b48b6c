/**
 * Spec section 5 "Transfer": a project and an e-mail are needed, and the verify text must
 * equal the project name exactly (no trimming, same case).
 */
export type TransferForm = { projectName: string | undefined; email: string; verify: string };

/** Other e-mail rules are not shown in the spec; this only catches obvious typing errors. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isTransferFormValid({ projectName, email, verify }: TransferForm): boolean {
  return projectName !== undefined && projectName !== '' && isEmailAddress(email) && verify === projectName;
}
