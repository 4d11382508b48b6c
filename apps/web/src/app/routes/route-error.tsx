import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FullPageCard } from '@/components/full-page-card';
import { paths } from '@/config/paths';
import { dashText as t } from '@/lib/i18n/dash-text';

/**
 * A page's code that did not arrive: after a new version was deployed (the old files are gone)
 * or over a dropped connection. Chromium, Firefox and Safari word it differently; Vite's
 * preload helper adds its own for the page's CSS.
 */
function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * What a route shows when its code or its rendering fails (router.tsx: in place of the public
 * or the signed-in screens' frame). Outside the dashboard's I18nProvider, so through dashText:
 * the active dashboard catalog's words, else (the viewer, a catalog that failed to load) English.
 */
export function RouteError({ error }: { error: unknown }) {
  const codeLoad = isCodeLoadError(error);
  return (
    <FullPageCard maxWidth={560}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          {codeLoad
            ? t('dash.page.codeTitle', 'This page could not be loaded')
            : t('dash.common.somethingWentWrong', 'Something went wrong')}
        </Title>
        <Text>
          {codeLoad
            ? t(
                'dash.page.codeText',
                'Vantage may have been updated since you opened it, or the connection was interrupted. Reload the page to continue.',
              )
            : t(
                'dash.page.errorText',
                'An unexpected error stopped this page. Reload it to try again; if it happens again, please contact support.',
              )}
        </Text>
        <Group gap="md">
          <Button onClick={() => window.location.reload()}>{t('dash.page.reload', 'Reload')}</Button>
          <Anchor href={paths.home.getHref()}>{t('dash.page.home', 'Go to the start page')}</Anchor>
        </Group>
      </Stack>
    </FullPageCard>
  );
}

type BoundaryProps = { children: ReactNode; pathname: string };
type BoundaryState = { failed: boolean; error: unknown; pathname: string };

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  /** Another path gets its own chance to draw (as React Router's error elements do). */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname
      ? null
      : { failed: false, error: undefined, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Catches what the screens inside it throw while loading or drawing (router.tsx) and shows
 * RouteError in their place, until the user goes to another path.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
