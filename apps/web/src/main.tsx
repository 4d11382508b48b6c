import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';

const root = createRoot(document.getElementById('root')!);

/** Spec section 7: a plain fetch to the API base on start; a failure is only logged. */
function probeApi(): void {
  fetch(`${env.apiBaseUrl}/healthz`, { method: 'GET' }).catch((error: unknown) => {
    console.warn('The API did not answer on start', error);
  });
}

async function start(): Promise<void> {
  // Spec section 1: secure context only. The app (and its OIDC code) is not even loaded outside one.
  if (!window.isSecureContext) {
    const { InsecureContextPage } = await import('./app/insecure-context-page');
    root.render(<InsecureContextPage location={window.location} />);
    return;
  }
  probeApi();
  const { resumeAfterPlainRegistration } = await import('./lib/auth/user-manager');
  if (await resumeAfterPlainRegistration().catch(() => false)) return;
  const { App } = await import('./app/app');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
