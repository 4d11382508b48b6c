import type { Notice } from '@/components/notice-banner';
import { useReleaseNotesNotices } from '@/features/support/components/release-notes-notice';
import { useTransferNotices } from '@/features/transfers/components/transfer-notices';

/**
 * The notices of the top banner, from every feature that has one. Transfer notices (shown to
 * Team member, Owner and Administrator) come from the transfers feature.
 */
export function useDashNotices(): Notice[] {
  const releaseNotes = useReleaseNotesNotices();
  const transfers = useTransferNotices();
  return [...releaseNotes, ...transfers];
}
