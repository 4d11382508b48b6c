import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Notice } from '@/components/notice-banner';
import { paths } from '@/config/paths';
import { usePreference } from '@/lib/preferences';
import { useReleaseNotes } from '../api/get-notifications';
import { newReleaseNotes } from '../release-notes';

/**
 * The "new release notes" notice of the top banner (spec section 2): shown while a release
 * note is newer than the last time the user opened the release notes.
 */
export function useReleaseNotesNotices(): Notice[] {
  const notes = useReleaseNotes();
  const [lastViewed] = usePreference('lastReleaseNotesDate');
  const count = newReleaseNotes(notes, lastViewed);
  if (count === 0) return [];
  return [
    {
      id: 'release-notes',
      content: (
        <>
          {count === 1 ? 'A new release note is available.' : `${count} new release notes are available.`}{' '}
          <Anchor component={Link} to={`${paths.dash.support.getHref()}#release-notes`} size="sm">
            {count === 1 ? 'Read it on the support page' : 'Read them on the support page'}
          </Anchor>
        </>
      ),
    },
  ];
}
