import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { paths } from '@/config/paths';
import { PublicLayout } from './layouts/public-layout';
import { loadOnce, type ModuleLoading, pageModules } from './page-modules';
import { RequireSession } from './routes/require-session';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * A route's component from a module loaded on first use (page-modules.ts). Suspends until the
 * module arrives, unless it has (the entry preloads the opened path's modules): then it is
 * drawn at once. A module that fails to load throws to the route's error boundary.
 */
function LazyRoute<M>({ load, pick }: { load: () => ModuleLoading<M>; pick: (module: M) => ComponentType }) {
  const Component = pick(use(load() as Promise<M>));
  return <Component />;
}

/** The modules of the routes the entry does not preload (page-modules.ts has the others). */
const modules = {
  editor: loadOnce(() => import('@/features/editor/pages/editor-page')),
  planner: loadOnce(() => import('@/features/editor/pages/planner-page')),
  // Reloads into the lean login page, which the entry shows for this path.
  login: loadOnce(() => import('./routes/login-route')),
  maintenance: loadOnce(() => import('@/features/maintenance/pages/maintenance-page')),
  invitation: loadOnce(() => import('@/features/invitations/pages/invitation-page')),
  home: loadOnce(() => import('@/features/session/pages/home-page')),
  welcome: loadOnce(() => import('@/features/welcome/pages/welcome-page')),
  presentProject: loadOnce(() => import('@/features/present/pages/present-project-page')),
  transfer: loadOnce(() => import('@/features/transfers/pages/transfer-page')),
  notFound: loadOnce(() => import('@/features/session/pages/not-found-page')),
};

/**
 * Every screen of spec section 2. Pages load lazily (LazyRoute); a page module exports a named
 * component and the route picks it. To add a screen: add its path to `config/paths.ts`, then a
 * route here drawing a LazyRoute (the dashboard's pages and the viewer through
 * `pageModules`, which the entry preloads).
 *
 * Declared as elements for React Router's component router (BrowserRouter in
 * app.tsx), not as a data router (createBrowserRouter): the dashboard uses none of the data
 * router's loaders, actions or fetchers, and its code was ~15 KB of every first load. What the
 * data router did for these routes is done here: modules load lazily (LazyRoute) while the
 * spinner shows (the Suspense of each frame), a page that fails to load or draw shows words and
 * a Reload button (RouteErrorBoundary), and a navigation keeps the current screen until the
 * next one's code has arrived (the component router renders navigations as transitions).
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* Public screens: without the identity client, the session and the hub. */}
      <Route element={<Frame layout={<PublicLayout />} />}>
        <Route
          path={paths.viewer.path}
          element={<LazyRoute load={pageModules.viewer} pick={(m) => m.ViewerPage} />}
        />
      </Route>
      <Route
        element={<Frame layout={<LazyRoute load={pageModules.signedIn} pick={(m) => m.SignedInLayout} />} />}
      >
        <Route
          path={paths.login.path}
          element={<LazyRoute load={modules.login} pick={(m) => m.LoginRoute} />}
        />
        {/* The planner: forwards to EDITOR_URL when set (no sign-in of ours), else signs in. */}
        <Route
          path={paths.editor.path}
          element={<LazyRoute load={modules.editor} pick={(m) => m.EditorPage} />}
        >
          <Route element={<RequireSession />}>
            <Route index element={<LazyRoute load={modules.planner} pick={(m) => m.PlannerPage} />} />
          </Route>
        </Route>
        <Route
          path={paths.maintenance.path}
          element={<LazyRoute load={modules.maintenance} pick={(m) => m.MaintenancePage} />}
        />
        {/* The activation link: open to signed-out visitors, whom it asks to sign in or register
            first and who come back to it (spec "/invitation/{invitationKey}"). */}
        <Route
          path={paths.invitation.path}
          element={<LazyRoute load={modules.invitation} pick={(m) => m.InvitationPage} />}
        />
        <Route element={<RequireSession />}>
          <Route index element={<LazyRoute load={modules.home} pick={(m) => m.HomePage} />} />
          <Route
            path={paths.welcome.path}
            element={<LazyRoute load={modules.welcome} pick={(m) => m.WelcomePage} />}
          />
          <Route
            path={paths.presentProject.path}
            element={<LazyRoute load={modules.presentProject} pick={(m) => m.PresentProjectPage} />}
          />
          <Route
            path={paths.transfer.path}
            element={<LazyRoute load={modules.transfer} pick={(m) => m.TransferPage} />}
          />
          <Route path={paths.profile.path} element={<Navigate to={paths.dash.profile.getHref()} replace />} />
          <Route
            path={paths.dash.root.path}
            element={<LazyRoute load={pageModules.dashLayout} pick={(m) => m.DashLayout} />}
          >
            <Route index element={<Navigate to={paths.dash.projects.getHref()} replace />} />
            <Route
              path={paths.dash.projects.path}
              element={<LazyRoute load={pageModules.projects} pick={(m) => m.ProjectsRoute} />}
            />
            <Route
              path={paths.dash.present.path}
              element={<LazyRoute load={pageModules.present} pick={(m) => m.PresentRoute} />}
            />
            <Route
              path={paths.dash.profile.path}
              element={<LazyRoute load={pageModules.profile} pick={(m) => m.ProfilePage} />}
            />
            <Route
              path={paths.dash.team.path}
              element={<LazyRoute load={pageModules.team} pick={(m) => m.TeamPage} />}
            />
            <Route
              path={paths.dash.license.path}
              element={<LazyRoute load={pageModules.license} pick={(m) => m.LicensePage} />}
            />
            <Route
              path={paths.dash.support.path}
              element={<LazyRoute load={pageModules.support} pick={(m) => m.SupportPage} />}
            />
          </Route>
        </Route>
        <Route path="*" element={<LazyRoute load={modules.notFound} pick={(m) => m.NotFoundPage} />} />
      </Route>
    </Routes>
  );
}

/**
 * The frame of the public or the signed-in screens: the spinner while its code or a page's
 * is on its way, and a page that fails to load or draw shown in words instead of the frame.
 */
function Frame({ layout }: { layout: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>{layout}</Suspense>
    </RouteErrorBoundary>
  );
}
