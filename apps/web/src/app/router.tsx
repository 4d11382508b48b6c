import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import type { RouteHandle } from '@/components/layout-background';
import { paths } from '@/config/paths';
import { PublicLayout } from './layouts/public-layout';
import { pageModules } from './page-modules';
import { RequireSession } from './routes/require-session';
import { RouteError } from './routes/route-error';

const full: RouteHandle = { layoutMode: 'full' };
const projects: RouteHandle = { layoutMode: 'projects' };

/**
 * Every screen of spec section 2. Pages load lazily; a page module exports a named component
 * and the route picks it. To add a screen: add its path to `config/paths.ts`, then a route
 * here with `lazy: () => import('...').then((m) => ({ Component: m.MyPage }))` (the dashboard's
 * pages and the viewer through `pageModules`, which the entry preloads).
 */
export const routes: RouteObject[] = [
  // Public screens (issue 14): without the identity client, the session and the hub.
  {
    element: <PublicLayout />,
    HydrateFallback: FullScreenSpinner,
    // A page whose code does not arrive (a new version deployed, a dropped connection) or that
    // fails to draw: words and a Reload button, not React Router's page for developers.
    errorElement: <RouteError />,
    children: [
      {
        path: paths.viewer.path,
        lazy: () => pageModules.viewer().then((m) => ({ Component: m.ViewerPage })),
      },
      {
        path: paths.editor.path,
        lazy: () => import('@/features/editor/pages/editor-page').then((m) => ({ Component: m.EditorPage })),
      },
    ],
  },
  {
    lazy: () => pageModules.signedIn().then((m) => ({ Component: m.SignedInLayout })),
    HydrateFallback: FullScreenSpinner,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.login.path,
        handle: full,
        // Reloads into the lean login page (issue 14), which the entry shows for this path.
        lazy: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.maintenance.path,
        handle: full,
        lazy: () =>
          import('@/features/maintenance/pages/maintenance-page').then((m) => ({
            Component: m.MaintenancePage,
          })),
      },
      {
        // The activation link: open to signed-out visitors, whom it asks to sign in or register
        // first and who come back to it (spec "/invitation/{invitationKey}").
        path: paths.invitation.path,
        handle: full,
        lazy: () =>
          import('@/features/invitations/pages/invitation-page').then((m) => ({
            Component: m.InvitationPage,
          })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            index: true,
            handle: full,
            lazy: () => import('@/features/session/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.welcome.path,
            handle: full,
            lazy: () =>
              import('@/features/welcome/pages/welcome-page').then((m) => ({ Component: m.WelcomePage })),
          },
          {
            path: paths.presentProject.path,
            handle: full,
            lazy: () =>
              import('@/features/present/pages/present-project-page').then((m) => ({
                Component: m.PresentProjectPage,
              })),
          },
          {
            path: paths.transfer.path,
            handle: full,
            lazy: () =>
              import('@/features/transfers/pages/transfer-page').then((m) => ({ Component: m.TransferPage })),
          },
          { path: paths.profile.path, element: <Navigate to={paths.dash.profile.getHref()} replace /> },
          {
            path: paths.dash.root.path,
            handle: projects,
            lazy: () => pageModules.dashLayout().then((m) => ({ Component: m.DashLayout })),
            children: [
              { index: true, element: <Navigate to={paths.dash.projects.getHref()} replace /> },
              {
                path: paths.dash.projects.path,
                lazy: () => pageModules.projects().then((m) => ({ Component: m.ProjectsRoute })),
              },
              {
                path: paths.dash.present.path,
                lazy: () => pageModules.present().then((m) => ({ Component: m.PresentationsPage })),
              },
              {
                path: paths.dash.profile.path,
                lazy: () => pageModules.profile().then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: paths.dash.team.path,
                lazy: () => pageModules.team().then((m) => ({ Component: m.TeamPage })),
              },
              {
                path: paths.dash.license.path,
                lazy: () => pageModules.license().then((m) => ({ Component: m.LicensePage })),
              },
              {
                path: paths.dash.support.path,
                lazy: () => pageModules.support().then((m) => ({ Component: m.SupportPage })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: full,
        lazy: () =>
          import('@/features/session/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
