import { PresentationsPage } from '@/features/present/pages/presentations-page';

/**
 * /dash/present with the report of a presentation, which the planner's report code makes
 * (docs/decisions/216-presentation-report.md). Features do not import each other, so the app
 * hands that code to the page; it loads when a report dialog first opens. It is the planner's
 * page module, which holds the report: a module of its own would share the plan's modules with
 * the planner's file, and the build would lift them into the dashboard's first load (it did:
 * /dash/projects 247.8 -> 329.5 KB).
 */
const loadReport = () =>
  import('@/features/editor/pages/planner-page').then(async (module) => {
    // The report's words in the page's language, so that the dialog's chapters are named in it.
    await module.loadReportCatalog();
    return module;
  });

export function PresentRoute() {
  return <PresentationsPage loadReport={loadReport} />;
}
