import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { resumeAfterPlainRegistration } from '@/lib/auth/user-manager';
import { App } from './app';

/** The React app, for every path but /login (main.ts decides). */
export async function startApp(rootElement: HTMLElement): Promise<void> {
  if (await resumeAfterPlainRegistration().catch(() => false)) return;
  const root = createRoot(rootElement);
  // Issue 14: as a transition React renders the app in slices of ~5 ms and lets the browser in
  // between, instead of one long task (Lighthouse mobile, /dash/projects: total blocking time
  // ~1,100 → ~810 ms on the same machine in alternating runs). Nothing is shown before it anyway.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
