import { env } from '@/config/env';
import { showLoginPage } from '@/features/session/login/login-page';
import { startEarlyFetches } from '@/lib/early-fetch';
import { isLoginPath } from '@/lib/session/login-location';
import { preloadPageModules } from './app/page-modules';

/**
 * The entry decides first which page this is (docs/decisions/141-lean-login-page.md):
 * /login is a small page without React, Mantine or the router; every other path loads the
 * React app. Nothing here may import a library: what this module imports is what /login costs.
 */
const root = document.getElementById('root')!;

/** Spec section 7: a plain fetch to the API base on start; a failure is only logged. */
function probeApi(): void {
  fetch(`${env.apiBaseUrl}/healthz`, { method: 'GET' }).catch((error: unknown) => {
    console.warn('The API did not answer on start', error);
  });
}

function start(): void {
  // Spec section 1: secure context only. The app (and its OIDC code) is not even loaded outside one.
  if (!window.isSecureContext) {
    void import('./app/insecure-context-page').then((page) => page.showInsecureContextPage(root));
    return;
  }
  probeApi();
  if (isLoginPath(window.location.pathname)) showLoginPage(root);
  else {
    startEarlyFetches(window.location);
    void import('./app/start-app').then((app) => app.startApp(root));
    preloadPageModules(window.location.pathname);
  }
}

start();
