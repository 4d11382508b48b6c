import type { LayoutMode } from '@/components/layout-background';
import { routerPath } from '@/lib/session/login-location';

/**
 * A module's loading, started once and shared: the entry's preload and the router's route
 * await the same promise. It carries its outcome in `status`/`value`/`reason`, the fields
 * React's `use()` reads, so that a route whose module has arrived is drawn in the same render
 * instead of suspending for one more turn (router.tsx, LazyRoute). A failure stays: the
 * route shows its error, whose Reload loads the page again (route-error.tsx).
 */
export type ModuleLoading<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function loadOnce<T>(load: () => Promise<T>): () => ModuleLoading<T> {
  let loading: ModuleLoading<T> | undefined;
  return () => {
    if (loading) return loading;
    const started: ModuleLoading<T> = load();
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
      },
    );
    loading = started;
    return started;
  };
}

const signedInLayout = loadOnce(() => import('./layouts/signed-in-layout'));

/**
 * The page modules the router loads lazily, named once: the router (router.tsx) loads them
 * when a route matches, and the entry (main.ts) starts loading the opened path's modules beside
 * the app instead of after it: the router would only ask for them once React and
 * the router have started, one more round trip before the page's first call to the API.
 * Imported by the entry, so this module imports no library: `import()` thunks, and the path
 * rule the entry already has (login-location.ts).
 */
export const pageModules = {
  /** The layout of every screen but the public ones (the identity client, session and hub). */
  signedIn: signedInLayout,
  /** The same module: it brings the dashboard's layout along (one file fewer). */
  dashLayout: signedInLayout,
  projects: loadOnce(() => import('./routes/projects-route')),
  present: loadOnce(() => import('./routes/present-route')),
  profile: loadOnce(() => import('@/features/profile/pages/profile-page')),
  team: loadOnce(() => import('@/features/team/pages/team-page')),
  license: loadOnce(() => import('@/features/license/pages/license-page')),
  support: loadOnce(() => import('@/features/support/pages/support-page')),
  viewer: loadOnce(() => import('@/features/viewer/pages/viewer-page')),
};

type PageModule = keyof typeof pageModules;

/** The dashboard's pages by their path under /dash; /dash itself leads to the projects. */
const DASH_PAGES: Record<string, PageModule> = {
  '': 'projects',
  projects: 'projects',
  present: 'present',
  profile: 'profile',
  team: 'team',
  license: 'license',
  support: 'support',
};

/**
 * The modules a path's route loads (matched as the router does: any case, a trailing slash):
 * the public viewer its page alone; every other path the signed-in layout, and on /dash the
 * dashboard's layout and the page.
 */
export function pageModulesOf(pathname: string): PageModule[] {
  const path = routerPath(pathname);
  if (path === '/viewer') return ['viewer'];
  if (path === '/editor') return [];
  const dash = /^\/dash(?:\/([^/]+))?$/.exec(path);
  const page = dash ? DASH_PAGES[dash[1] ?? ''] : undefined;
  return page ? ['signedIn', 'dashLayout', page] : ['signedIn'];
}

/** Starts loading them; a failure is the route's to show (router.tsx), when it is drawn. */
export function preloadPageModules(pathname: string): void {
  for (const name of pageModulesOf(pathname)) void pageModules[name]().catch(() => undefined);
}

/**
 * The background of the frame around a signed-in screen (spec section 2): `projects` behind
 * the dashboard's pages (the paths whose modules include its layout), `full` behind every
 * other screen, an unknown /dash path's included.
 */
export function layoutModeOf(pathname: string): LayoutMode {
  return pageModulesOf(pathname).includes('dashLayout') ? 'projects' : 'full';
}
