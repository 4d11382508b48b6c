import type { PublishProjectRequest } from '@vantage/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage, isConflict } from '@/lib/api-error';
import { dashText as t } from '@/lib/i18n/dash-text';
import { hideToast, notifyError, notifyProgress, notifySuccess } from '@/lib/notify';
import { useCreatePublishedProject } from '../api/create-published-project';

/** Spec section 9: "publish navigation 2 s". */
export const PUBLISH_NAVIGATION_DELAY_MS = 2000;
const PROGRESS_TOAST_ID = 'publishing-project';

type Phase = { name: 'form' } | { name: 'busy' } | { name: 'published'; withLogo: boolean };

/**
 * Spec section 4 "Publishing": form, then busy with an info toast, then success (to
 * /dash/present after 2 seconds, or a full reload to / when a logo was uploaded, so that
 * every cached logo is fetched again) or the error toast "Failed to publish project" (5 s).
 */
export function usePublish() {
  const mutation = useCreatePublishedProject();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  const [limitReached, setLimitReached] = useState(false);

  useEffect(() => {
    if (phase.name !== 'published') return;
    const timer = window.setTimeout(() => {
      if (phase.withLogo) window.location.assign(paths.home.getHref());
      else navigate(paths.dash.present.getHref());
    }, PUBLISH_NAVIGATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  useEffect(() => () => void hideToast(PROGRESS_TOAST_ID), []);

  function publish(request: PublishProjectRequest, logo: File | null) {
    if (phase.name !== 'form') return;
    setPhase({ name: 'busy' });
    notifyProgress({
      id: PROGRESS_TOAST_ID,
      title: t('dash.publish.publishing', 'Publishing project…'),
      message: request.name,
    });
    mutation.mutate(
      { request, logo },
      {
        onSuccess: () => {
          hideToast(PROGRESS_TOAST_ID);
          notifySuccess({ title: t('dash.publish.published', 'Project published'), autoClose: 3000 });
          setPhase({ name: 'published', withLogo: logo !== null });
        },
        onError: (error) => {
          hideToast(PROGRESS_TOAST_ID);
          if (isConflict(error, 'PresentationLimitReached')) setLimitReached(true);
          notifyError({
            title: t('dash.publish.failed', 'Failed to publish project'),
            message: errorMessage(error),
            autoClose: 5000,
          });
          setPhase({ name: 'form' });
        },
      },
    );
  }

  return { publish, phase: phase.name, limitReached };
}
