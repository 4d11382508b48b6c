import type { Notice } from '@/components/notice-banner';
import { useReleaseNotesNotices } from '@/features/support/components/release-notes-notice';

/**
 * The notices of the top banner, from every feature that has one. Transfer notices (shown to
 * Team member, Owner and Administrator) are added here by the transfers feature.
 */
export function useDashNotices(): Notice[] {
  const releaseNotes = useReleaseNotesNotices();
  return [...releaseNotes];
}
