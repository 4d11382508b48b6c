import { routerPath } from '@/lib/session/login-location';

/**
 * The page modules the router loads lazily, named once: the router (router.tsx) loads them
 * when a route matches, and the entry (main.ts) starts loading the opened path's modules beside
 * the app instead of after it (issue 14): the router would only ask for them once React and
 * the router have started, one more round trip before the page's first call to the API.
 * Imported by the entry, so this module imports no library: `import()` thunks, and the path
 * rule the entry already has (login-location.ts).
 */
export const pageModules = {
  /** The layout of every screen but the public ones (the identity client, session and hub). */
  signedIn: () => import('./layouts/signed-in-layout'),
  /** The same module: it brings the dashboard's layout along (one file fewer). */
  dashLayout: () => import('./layouts/signed-in-layout'),
  projects: () => import('./routes/projects-route'),
  present: () => import('@/features/present/pages/presentations-page'),
  profile: () => import('@/features/profile/pages/profile-page'),
  team: () => import('@/features/team/pages/team-page'),
  license: () => import('@/features/license/pages/license-page'),
  support: () => import('@/features/support/pages/support-page'),
  viewer: () => import('@/features/viewer/pages/viewer-page'),
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

/** Starts loading them; a failure is left to the router, which asks again and shows its error. */
export function preloadPageModules(pathname: string): void {
  for (const name of pageModulesOf(pathname)) void pageModules[name]().catch(() => undefined);
}
