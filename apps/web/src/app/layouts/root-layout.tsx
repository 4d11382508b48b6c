import { SessionProvider } from '@/lib/session/session-provider';
import { HubProvider } from '../providers/hub-provider';
import { ShellLayout } from './shell-layout';

/** The root route: session and hub need the router (navigation), every screen needs them. */
export function RootLayout() {
  return (
    <SessionProvider>
      <HubProvider>
        <ShellLayout />
      </HubProvider>
    </SessionProvider>
  );
}
