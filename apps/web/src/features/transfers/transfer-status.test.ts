import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/formatting';
import { settledTransferText } from './transfer-status';

describe('settledTransferText', () => {
  const at = '2026-11-20T10:15:00.000Z';
  it('says nothing while the transfer is pending', () => {
    expect(settledTransferText({ status: 'Pending', decisionDateTime: null })).toBeUndefined();
  });
  it('says who closed it and when', () => {
    const on = formatDateTime(at);
    expect(settledTransferText({ status: 'Revoked', decisionDateTime: at })).toBe(
      `This transfer was revoked by the sender on ${on}.`,
    );
    expect(settledTransferText({ status: 'Accepted', decisionDateTime: at })).toBe(
      `This transfer was accepted on ${on}.`,
    );
    expect(settledTransferText({ status: 'Rejected', decisionDateTime: at })).toBe(
      `This transfer was rejected on ${on}.`,
    );
  });
  it('leaves out the date when it is not known', () => {
    expect(settledTransferText({ status: 'Revoked', decisionDateTime: null })).toBe(
      'This transfer was revoked by the sender.',
    );
  });
});
