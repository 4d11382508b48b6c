import type { FastifyInstance } from 'fastify';

/**
 * The few scripts of the server-rendered pages, served as files so that the
 * Content-Security-Policy needs no 'unsafe-inline' (security-headers.ts).
 */
const SCRIPTS: Record<string, string> = {
  // identity/pages/notices.ts: the sign-out form submits itself (the button works without JS).
  'logout.js': "document.getElementById('op.logoutForm')?.submit();\n",
  // identity/pages/account.ts: older account consoles linked client-side routes
  // (`account/#/security/signingin`); the hash never reaches the server, so forward it here.
  'account-hash.js': `(function () {
  var script = document.currentScript;
  var routes = script ? JSON.parse(script.getAttribute('data-routes') || '{}') : {};
  var target = routes[location.hash];
  if (typeof target === 'string' && target.charAt(0) === '/') location.replace(target);
})();
`,
};

export const PAGE_SCRIPTS_PATH = '/page-scripts';

export async function registerPageScripts(app: FastifyInstance): Promise<void> {
  for (const [name, body] of Object.entries(SCRIPTS)) {
    app.get(`${PAGE_SCRIPTS_PATH}/${name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(body),
    );
  }
}
