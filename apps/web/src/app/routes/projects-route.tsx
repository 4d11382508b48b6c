import { useQueryClient } from '@tanstack/react-query';
import { ProjectsPage } from '@/features/projects/pages/projects-page';
import { IncomingTransfersPanel } from '@/features/transfers/components/incoming-transfers-panel';
import { invalidateProjects } from '@/lib/projects/api/list-projects';

/**
 * /dash/projects joins two features: the projects list and the incoming transfers panel.
 * Features do not import each other, so the app puts them together; a transfer accepted in
 * the panel lands in this subscription, hence the projects refresh.
 */
export function ProjectsRoute() {
  const queryClient = useQueryClient();
  return (
    <ProjectsPage
      incomingTransfers={<IncomingTransfersPanel onAccepted={() => invalidateProjects(queryClient)} />}
    />
  );
}
