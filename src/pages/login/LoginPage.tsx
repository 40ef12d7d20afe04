import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Apple from '@mui/icons-material/Apple';
import { getConfig } from '../../lib/config';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { RoutePath } from '../../lib/routePaths';
import { APP_VERSION } from '../../lib/version';
import { BrandLogo, BrandMark } from '../../components/brand/BrandLogo';
import type { LoginLocationState } from '../../components/layout/RequireSession';
import { PreferencesControl } from '../../components/preferences/PreferencesControl';
import { removeSessionKeys } from '../../lib/storage';
import { ClientReason, isApiFailure } from '../../services/apiFailure';
import { brand } from '../../theme';
import {
  beginSignIn,
  forgetSignInAttempt,
  readSignInCallback,
  type SignInCallback,
  type SignInProvider,
} from './signIn';
import { LineIcon } from './LineIcon';

/** What went wrong, in the server's words when it gave some, otherwise in the console's. */
interface LoginProblem {
  /** 'info' when nothing went wrong: the admin cancelled at the provider. */
  severity?: 'error' | 'info';
  title?: string;
  message?: string;
  titleKey?: string;
  messageKey?: string;
}

function problemOf(error: unknown): LoginProblem {
  if (!isApiFailure(error)) return { titleKey: 'errors.general.title', messageKey: 'errors.general.message' };
  const { title, message, description } = error.data.status;
  if (description === ClientReason.network || description === ClientReason.malformedAnswer || !message) {
    return { titleKey: 'errors.general.title', messageKey: 'errors.general.message' };
  }
  return { title: title || undefined, titleKey: 'login.errors.refusedTitle', message };
}

/** What the provider's return says before any exchange: refused here, or cancelled or failed there. */
function returnProblemOf(callback: SignInCallback): LoginProblem | null {
  if (callback.kind === 'refused')
    return { titleKey: 'login.errors.refusedTitle', messageKey: 'login.errors.stateRefused' };
  if (callback.kind === 'cancelled')
    return {
      severity: 'info',
      titleKey: 'login.errors.cancelledTitle',
      messageKey: 'login.errors.cancelled',
    };
  if (callback.kind === 'providerError')
    return { titleKey: 'login.errors.refusedTitle', messageKey: 'login.errors.providerError' };
  return null;
}

/**
 * The API layer loads only when the page calls the server (the code exchange, or signing out a
 * session still open): a visitor who has not chosen a provider yet does not wait for it.
 */
const loadAuthApi = () => import('../../services/authApi');

/** Leaves the console for the provider's authorize page; a module function so tests can observe it. */
export const leaveForProvider = {
  go: (url: string) => window.location.assign(url),
};

/** Sign-in (spec section 2): LINE or Apple, then the code exchange when the provider sends the admin back. */
export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const sessionOpen = useAppSelector((state) => Boolean(state.auth.accessToken || state.auth.refreshToken));
  const [remember, setRemember] = useState(false);
  // The address is read once per visit: what the provider sent back, checked against the stored state.
  const [callback] = useState(() => readSignInCallback(searchParams));
  // Until the exchange fails, or the admin is let in.
  const [exchanging, setExchanging] = useState(callback.kind === 'exchange');
  const [exchangeProblem, setExchangeProblem] = useState<LoginProblem | null>(null);
  const problem = returnProblemOf(callback) ?? exchangeProblem;
  // Acted on once, also under StrictMode's double effects.
  const handled = useRef(false);

  useEffect(() => {
    document.title = `${t('login.title')} · ${t('common.appName')}`;
  }, [t]);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (callback.kind === 'none') {
      if (sessionOpen) void loadAuthApi().then(({ signOut }) => dispatch(signOut()));
      else removeSessionKeys();
      return;
    }
    forgetSignInAttempt();
    // Code and state are single-use: take them out of the address (and the history).
    void navigate(RoutePath.login, { replace: true });
    if (callback.kind !== 'exchange') return;
    const { provider, code, intent } = callback;
    loadAuthApi()
      .then(({ authApi }) =>
        dispatch(authApi.endpoints.login.initiate({ provider, code, remember: intent.remember })).unwrap(),
      )
      .then(() => navigate(intent.returnTo, { replace: true }))
      .catch((error: unknown) => {
        setExchanging(false);
        setExchangeProblem(problemOf(error));
      });
  }, [callback, dispatch, navigate, sessionOpen]);

  const start = (provider: SignInProvider) => {
    const returnTo = (location.state as LoginLocationState | null)?.from ?? RoutePath.home;
    leaveForProvider.go(beginSignIn(provider, { returnTo, remember }, getConfig(), window.location.origin));
  };

  return (
    <Box
      data-testid="login-page"
      // While the code is exchanged nothing here may be used, by pointer or keyboard (the loader
      // overlay covers the page; this also holds before it shows and once the admin is let in).
      inert={exchanging}
      aria-busy={exchanging}
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
        pointerEvents: exchanging ? 'none' : undefined,
      }}
    >
      <Box
        component="main"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 3, sm: 6 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 420 }}>
          <Box sx={{ display: { lg: 'none' }, mb: 4 }}>
            <BrandLogo />
          </Box>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
            {t('login.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('login.subtitle')}</Typography>

          {problem && (
            <Alert severity={problem.severity ?? 'error'} data-testid="login-error" sx={{ mb: 3 }}>
              <AlertTitle>{problem.title ?? t(problem.titleKey ?? 'errors.general.title')}</AlertTitle>
              {problem.message ?? t(problem.messageKey ?? 'errors.general.message')}
            </Alert>
          )}

          <Stack spacing={1.5}>
            <Button
              size="large"
              variant="contained"
              startIcon={<LineIcon />}
              disabled={exchanging}
              onClick={() => start('line')}
              // LINE's own green (#06C755) gives white text 2.3:1; this deeper shade of it, 5.5:1.
              sx={{ bgcolor: '#047a35', color: '#fff', '&:hover': { bgcolor: '#03622b' } }}
            >
              {t('login.withLine')}
            </Button>
            <Button
              size="large"
              variant="contained"
              startIcon={<Apple />}
              disabled={exchanging}
              onClick={() => start('apple')}
              sx={{ bgcolor: '#000', color: '#fff', '&:hover': { bgcolor: '#222' } }}
            >
              {t('login.withApple')}
            </Button>
          </Stack>

          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
            label={t('login.rememberMe')}
          />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 4 }}>
            {t('common.version', { version: APP_VERSION })}
          </Typography>
        </Box>
      </Box>

      <Box
        component="aside"
        aria-label={t('login.aboutLabel')}
        sx={{
          display: { xs: 'none', lg: 'flex' },
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 8,
          textAlign: 'center',
          // The brand's own teal in both modes: this panel is the product's face, not a surface.
          color: brand.primary.contrastText,
          background: `linear-gradient(145deg, ${brand.primary.dark} 0%, ${brand.primary.main} 100%)`,
        }}
      >
        <BrandMark size={96} />
        <Typography variant="h4" component="p">
          {t('common.appName')}
        </Typography>
        <Typography sx={{ maxWidth: 420, opacity: 0.9 }}>{t('login.description')}</Typography>
      </Box>

      {/* Floating like a speed dial: under dialogs and the loader overlay, which cover it. */}
      <Box
        data-testid="login-preferences"
        sx={(theme) => ({ position: 'fixed', right: 24, bottom: 24, zIndex: theme.zIndex.speedDial })}
      >
        <PreferencesControl />
      </Box>
    </Box>
  );
}
