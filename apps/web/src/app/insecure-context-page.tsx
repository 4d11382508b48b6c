import './providers/mantine-styles';
import { Alert, Center, Code, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { env } from '@/config/env';
import { theme } from './providers/theme';

/**
 * Spec section 1: the page works in a secure context only (signing in needs the browser's
 * crypto, which exists only there). Outside https and localhost we say so instead of failing.
 */
export function InsecureContextPage({ location }: { location: Pick<Location, 'href' | 'host'> }) {
  const secureUrl = location.href.replace(/^http:/, 'https:');
  return (
    <MantineProvider theme={theme}>
      <Center mih="100dvh" p="md">
        <Stack maw={560}>
          <Title order={1}>{env.productName} needs a secure connection</Title>
          <Alert color="red" title="This page was opened over an insecure connection">
            <Text size="sm">
              {env.productName} works only in a secure context: over <b>https</b>, or on <b>localhost</b>{' '}
              during development. Signing in relies on browser security features that are switched off on{' '}
              <Code>{location.host}</Code> over plain http.
            </Text>
          </Alert>
          <Text size="sm">
            Open <Code>{secureUrl}</Code> instead, or ask your administrator to serve {env.productName} over
            https.
          </Text>
        </Stack>
      </Center>
    </MantineProvider>
  );
}

/** Shown by the entry (main.ts) instead of any page when the context is not secure. */
export function showInsecureContextPage(rootElement: HTMLElement): void {
  createRoot(rootElement).render(<InsecureContextPage location={window.location} />);
}
