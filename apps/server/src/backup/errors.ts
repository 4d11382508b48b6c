/** A backup or restore refused for a reason the operator can read and act on (exit code 1). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
