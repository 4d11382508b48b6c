import { z } from 'zod/mini';
import { Id, IdParam, Int32Param, SafeString } from './primitives.js';

export const TransferStatus = z.enum(['Pending', 'Rejected', 'Accepted', 'Revoked']);
export type TransferStatus = z.infer<typeof TransferStatus>;

const LanguageCode = z._default(SafeString.check(z.minLength(2), z.maxLength(20)), 'en-us');

/** Spec section 3: request by the receiver's user account. */
export const TransferToAccountRequest = z.object({
  targetUserAccountId: Id,
  languageCode: LanguageCode,
});
/** Spec section 3: the alternative request body, by the receiver's e-mail address. */
export const TransferToEmailRequest = z.object({
  receivingUserEmailAddress: z.email().check(z.maxLength(320)),
  loginUrl: z.optional(z.url()),
  languageCode: LanguageCode,
});
export const OwnershipTransferRequest = z.union([TransferToAccountRequest, TransferToEmailRequest]);
export type OwnershipTransferRequest = z.input<typeof OwnershipTransferRequest>;

export const AcceptTransferRequest = z.object({
  targetUserAccountId: Id,
  languageCode: LanguageCode,
});
export type AcceptTransferRequest = z.input<typeof AcceptTransferRequest>;

/** Reject and revoke bodies carry only the language code (optional). */
export const TransferDecisionRequest = z.optional(z.object({ languageCode: LanguageCode }));

/** Spec section 3, Ownership transfer, incoming. */
export const IncomingTransfer = z.object({
  id: z.string(),
  projectName: z.string(),
  requestDateTime: z.iso.datetime({ offset: true }),
  status: TransferStatus,
  requestingUserAccountEmailAddress: z.string(),
  requestingUserAccountFirstName: z.string(),
  requestingUserAccountLastName: z.string(),
  /** When it was accepted, rejected or revoked; null while pending (status in words). */
  decisionDateTime: z.nullable(z.iso.datetime({ offset: true })),
  /**
   * What the caller may do with it (policy table: transfer.accept into some account the
   * caller owns or administers, not expired; transfer.reject with that role in any account).
   */
  abilities: z.optional(z.object({ accept: z.boolean(), reject: z.boolean() })),
});
export type IncomingTransfer = z.infer<typeof IncomingTransfer>;

/** Spec section 3, Ownership transfer, outgoing. */
export const OutgoingTransfer = z.object({
  id: z.string(),
  projectId: z.int(),
  projectName: z.string(),
  requestedByEmailAddress: z.string(),
  targetEmailAddress: z.string(),
  requestDateTime: z.iso.datetime({ offset: true }),
  status: TransferStatus,
  /** What the caller may do with it (policy table: transfer.revoke). */
  abilities: z.optional(z.object({ revoke: z.boolean() })),
});
export type OutgoingTransfer = z.infer<typeof OutgoingTransfer>;

export const TransferIdParams = z.object({ id: z.uuid() });
export const TransferProjectParams = z.object({ projectId: IdParam });

export const TransferListQuery = z.object({
  Offset: z._default(Int32Param, 0),
  Limit: z._default(Int32Param.check(z.minimum(1), z.maximum(500)), 50),
});

/** Answer of the request call (202): the new transfer's id. */
export const TransferRequested = z.object({ id: z.string() });
