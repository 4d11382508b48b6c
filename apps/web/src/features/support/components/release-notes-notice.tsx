import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const notes = useReleaseNotes();
  const [lastViewed] = usePreference('lastReleaseNotesDate');
  const count = newReleaseNotes(notes, lastViewed);
  if (count === 0) return [];
  return [
    {
      id: 'release-notes',
      content: (
        <>
          {i18n._('dash.support.newNotes', { count })}{' '}
          <Anchor component={Link} to={`${paths.dash.support.getHref()}#release-notes`} size="sm">
            {i18n._('dash.support.readNotes', { count })}
          </Anchor>
        </>
      ),
    },
  ];
}
