/**
 * Every route of the dashboard (spec section 2). `path` is the router pattern, `getHref`
 * builds a link; components never spell a route as a string literal.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  maintenance: { path: '/maintenance', getHref: () => '/maintenance' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  dash: {
    root: { path: '/dash', getHref: () => '/dash' },
    projects: { path: '/dash/projects', getHref: () => '/dash/projects' },
    present: { path: '/dash/present', getHref: () => '/dash/present' },
    profile: { path: '/dash/profile', getHref: () => '/dash/profile' },
    team: { path: '/dash/team', getHref: () => '/dash/team' },
    license: { path: '/dash/license', getHref: () => '/dash/license' },
    support: { path: '/dash/support', getHref: () => '/dash/support' },
  },
  /** Spec: "/profile is also referenced"; it leads to the profile page. */
  profile: { path: '/profile', getHref: () => '/profile' },
  presentProject: {
    path: '/present/:projectId',
    getHref: (projectId: number | string) => `/present/${encodeURIComponent(String(projectId))}`,
  },
  transfer: {
    path: '/transfer/:transferId',
    getHref: (transferId: number | string) => `/transfer/${encodeURIComponent(String(transferId))}`,
  },
  invitation: {
    path: '/invitation/:invitationKey',
    getHref: (invitationKey: string) => `/invitation/${encodeURIComponent(invitationKey)}`,
  },
  /** Public pages (no sign-in): the presentation viewer and the editor's stand-in. */
  viewer: {
    path: '/viewer',
    getHref: (publicationKey: string) => `/viewer/?project=${encodeURIComponent(publicationKey)}`,
    /** The link's publication key (`?project=`, trimmed), as the page and the entry read it. */
    publicationKeyOf: (search: URLSearchParams): string | undefined =>
      search.get('project')?.trim() || undefined,
  },
  editor: { path: '/editor/*', getHref: (projectId: number | string) => `/editor/#projectId=${projectId}` },
  /** Served outside the dashboard (full page loads, not router links). */
  external: {
    editor: (projectId: number | string) => `/editor/#projectId=${projectId}`,
    viewer: (publicationKey: string) => `/viewer/?project=${encodeURIComponent(publicationKey)}`,
  },
} as const;

/** Hash anchors the /dash shell understands (spec "/dash"), each leading to its page. */
export const dashAnchors: Record<string, string> = {
  '#projects': paths.dash.projects.getHref(),
  '#team': paths.dash.team.getHref(),
  '#present': paths.dash.present.getHref(),
  '#license': paths.dash.license.getHref(),
  '#support': paths.dash.support.getHref(),
};
