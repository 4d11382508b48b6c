import { z } from 'zod';
import { Id, IdParam, Int32Param, SafeString } from './primitives.js';

export const TransferStatus = z.enum(['Pending', 'Rejected', 'Accepted', 'Revoked']);
export type TransferStatus = z.infer<typeof TransferStatus>;

const LanguageCode = SafeString.min(2).max(20).default('en-us');

/** Spec section 3: request by the receiver's user account. */
export const TransferToAccountRequest = z.object({
  targetUserAccountId: Id,
  languageCode: LanguageCode,
});
/** Spec section 3: the alternative request body, by the receiver's e-mail address. */
export const TransferToEmailRequest = z.object({
  receivingUserEmailAddress: z.email().max(320),
  loginUrl: z.url().optional(),
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
export const TransferDecisionRequest = z.object({ languageCode: LanguageCode }).optional();

/** Spec section 3, Ownership transfer, incoming. */
export const IncomingTransfer = z.object({
  id: z.string(),
  projectName: z.string(),
  requestDateTime: z.iso.datetime({ offset: true }),
  status: TransferStatus,
  requestingUserAccountEmailAddress: z.string(),
  requestingUserAccountFirstName: z.string(),
  requestingUserAccountLastName: z.string(),
  /** When it was accepted, rejected or revoked; null while pending (issue 11: status in words). */
  decisionDateTime: z.iso.datetime({ offset: true }).nullable(),
  /**
   * What the caller may do with it (policy table: transfer.accept into some account the
   * caller owns or administers, not expired; transfer.reject with that role in any account).
   */
  abilities: z.object({ accept: z.boolean(), reject: z.boolean() }).optional(),
});
export type IncomingTransfer = z.infer<typeof IncomingTransfer>;

/** Spec section 3, Ownership transfer, outgoing. */
export const OutgoingTransfer = z.object({
  id: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  requestedByEmailAddress: z.string(),
  targetEmailAddress: z.string(),
  requestDateTime: z.iso.datetime({ offset: true }),
  status: TransferStatus,
  /** What the caller may do with it (policy table: transfer.revoke). */
  abilities: z.object({ revoke: z.boolean() }).optional(),
});
export type OutgoingTransfer = z.infer<typeof OutgoingTransfer>;

export const TransferIdParams = z.object({ id: z.uuid() });
export const TransferProjectParams = z.object({ projectId: IdParam });

export const TransferListQuery = z.object({
  Offset: Int32Param.default(0),
  Limit: Int32Param.min(1).max(500).default(50),
});

/** Answer of the request call (202): the new transfer's id. */
export const TransferRequested = z.object({ id: z.string() });
