import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resumeAfterPlainRegistration } from '@/lib/auth/user-manager';
import { App } from './app';

/** The React app, for every path but /login (main.ts decides). */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  if (await resumeAfterPlainRegistration().catch(() => false)) return;
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
