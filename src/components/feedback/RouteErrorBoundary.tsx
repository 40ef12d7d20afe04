import { Component, Fragment, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { RoutePath } from '../../lib/routePaths';

/**
 * A code chunk that could not be fetched: after a redeploy the old hashed files are gone, or the
 * connection dropped. Trying the route again cannot help (React keeps the failed import), a
 * reload can. Webpack names its error ChunkLoadError; the messages cover CSS chunks and browsers'
 * native dynamic imports.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/** Reloads the document; an object so tests can observe it. */
export const documentReload = { reload: () => window.location.reload() };

/** What is logged when a route fails, so the console's log says where it happened. */
export function logRouteError(pathname: string, error: unknown, componentStack?: string | null): void {
  console.error(`The page at ${pathname} failed:`, error, componentStack ?? '');
}

interface RouteErrorPageProps {
  outdated: boolean;
  fullPage: boolean;
  /** Home itself failed: going "back" there is trying again. */
  onHome: boolean;
  onRetry: () => void;
}

/** The translated page shown in place of a route that failed. */
function RouteErrorPage({ outdated, fullPage, onHome, onRetry }: RouteErrorPageProps) {
  const { t } = useTranslation();
  const title = t(outdated ? 'errorBoundary.outdated.title' : 'errorBoundary.title');
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);

  return (
    <Box
      component={fullPage ? 'main' : 'section'}
      aria-labelledby="route-error-title"
      data-testid="route-error"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullPage ? '100vh' : '50vh',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <ErrorOutlineRounded color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography id="route-error-title" variant="h4" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {t(outdated ? 'errorBoundary.outdated.message' : 'errorBoundary.message')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          {outdated ? (
            <>
              <Button variant="contained" onClick={() => documentReload.reload()}>
                {t('errorBoundary.outdated.reload')}
              </Button>
              {/* A full load, not a route change: home's own chunk may be missing too. */}
              <Button variant="outlined" href={RoutePath.home}>
                {t('errorBoundary.backHome')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="contained" onClick={onRetry}>
                {t('errorBoundary.tryAgain')}
              </Button>
              {/* Elsewhere the change of address clears the error (Boundary.componentDidUpdate). */}
              <Button
                variant="outlined"
                component={RouterLink}
                to={RoutePath.home}
                onClick={onHome ? onRetry : undefined}
              >
                {t('errorBoundary.backHome')}
              </Button>
            </>
          )}
        </Stack>
      </Box>
    </Box>
  );
}

interface BoundaryProps {
  /** The route's address: a new one clears the error, so the menu always leads somewhere. */
  pathname: string;
  fullPage: boolean;
  children: ReactNode;
}

interface BoundaryState {
  /** Boxed, because anything can be thrown, undefined included. */
  failure: { error: unknown } | null;
  /** Bumped by Try again, so the route's components mount afresh. */
  attempt: number;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logRouteError(this.props.pathname, error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failure && previous.pathname !== this.props.pathname) this.retry();
  }

  retry = () => this.setState(({ attempt }) => ({ failure: null, attempt: attempt + 1 }));

  override render() {
    const { failure, attempt } = this.state;
    if (failure) {
      return (
        <RouteErrorPage
          outdated={isChunkLoadError(failure.error)}
          fullPage={this.props.fullPage}
          onHome={this.props.pathname === RoutePath.home}
          onRetry={this.retry}
        />
      );
    }
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}

/** Whether React's caught-error report comes from a route boundary, which has logged it already. */
export const isRouteErrorBoundary = (boundary: unknown): boolean => boundary instanceof Boundary;

export interface RouteErrorBoundaryProps {
  /** A route of its own (login, not-found, the shell) rather than a page inside the shell. */
  fullPage?: boolean;
  children: ReactNode;
}

/**
 * Catches whatever a route throws while rendering, its lazy chunk failing to load included, and
 * shows a translated page with a way back instead of a blank screen.
 */
export function RouteErrorBoundary({ fullPage = false, children }: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fullPage={fullPage}>
      {children}
    </Boundary>
  );
}
