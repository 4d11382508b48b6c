import { useQueryClient } from '@tanstack/react-query';
import { projectsQueryKeys } from '@/features/projects/api/get-projects';
import { ProjectsPage } from '@/features/projects/pages/projects-page';
import { IncomingTransfersPanel } from '@/features/transfers/components/incoming-transfers-panel';

/**
 * /dash/projects joins two features: the projects list and the incoming transfers panel.
 * Features do not import each other, so the app puts them together; a transfer accepted in
 * the panel lands in this subscription, hence the projects refresh.
 */
export function ProjectsRoute() {
  const queryClient = useQueryClient();
  return (
    <ProjectsPage
      incomingTransfers={
        <IncomingTransfersPanel
          onAccepted={() => queryClient.invalidateQueries({ queryKey: projectsQueryKeys.all() })}
        />
      }
    />
  );
}
