/**
 * Everything the staff screens share: Mantine, notifications, queries, translations and the
 * signed-in user. Part of the staff page's entry (index.html), never of the participant page.
 */
import './mantine-styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useMemo, useReducer, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AlertsWithoutHost } from '../components/alerts-without-host.tsx';
import { RouteError } from '../components/route-error.tsx';
import { StaffLayout } from '../components/layouts/staff-layout.tsx';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import { configQuery } from '../features/config/api/get-config.ts';
import i18n, { isLanguageLoaded, loadLanguage } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, themeInLanguage } from '../lib/theme.ts';
import { whenIdle } from '../lib/when-idle.ts';

// The names in the navbar and footer, into the query cache as soon as this runs: boot.ts asked the
// server for them as the page opened, so the answer is usually here already.
void queryClient.prefetchQuery(configQuery);

/**
 * Where alerts appear, asked for once the browser is idle after the first paint: no screen
 * needs it to paint, and on a phone's network its code and style (10 KB) would otherwise share
 * the line with the screen's own. Alerts raised before it arrives wait in the store. Should its
 * download fail (the Wi-Fi dropped before it arrived), the store's alerts are drawn plainly by
 * AlertsWithoutHost, and the host is asked for again when the connection returns or the address
 * changes. Not a retryableLazy component: that is for code a screen cannot show without, whose
 * failure an error boundary must show; nothing waits for this one.
 */
function AlertsHostWhenIdle() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, askAgain] = useReducer((n: number) => n + 1, 0);
  const { pathname } = useLocation();
  useEffect(() => {
    if (Host) return;
    let cancelled = false;
    // Awaited, not `.then(ok, failed)`: Vite puts a `.then` chained on import() inside its preload
    // wrapper, which throws past it when the chunk's style fails to download.
    const load = async () => {
      try {
        const module = await import('../components/alerts-host.tsx');
        if (!cancelled) setHost(() => module.default);
      } catch {
        if (!cancelled) setUnavailable(true);
      }
    };
    const cancel = whenIdle(() => void load());
    window.addEventListener('online', askAgain);
    return () => {
      cancelled = true;
      cancel();
      window.removeEventListener('online', askAgain);
    };
  }, [Host, pathname, attempt]);
  if (Host) return <Host />;
  return unavailable ? <AlertsWithoutHost /> : null;
}

function LanguageFromPath() {
  const { language } = useLocale();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // main.tsx loads the first page's language before rendering, so switching is synchronous;
  // doing it during render avoids a first paint in the wrong language. Idempotent, so safe to
  // repeat. A later move to another language waits for that language's texts.
  if (i18n.language !== language) {
    if (isLanguageLoaded(language)) void i18n.changeLanguage(language);
    else void loadLanguage(language).then(rerender);
  }
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

/** Mantine with the theme for the screen's language (the names of its close and show-password buttons). */
function ThemeInLanguage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const close = t('close');
  const showPassword = t('showPassword');
  const theme = useMemo(() => themeInLanguage({ close, showPassword }), [close, showPassword]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** What every staff component needs to render at all: the theme and the texts. */
function StaffBasics({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeInLanguage>{children}</ThemeInLanguage>
    </I18nextProvider>
  );
}

export function StaffRoot() {
  return (
    <StaffBasics>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AlertsHostWhenIdle />
          <LanguageFromPath />
          <StaffLayout />
        </AuthProvider>
      </QueryClientProvider>
    </StaffBasics>
  );
}

/**
 * Shown when the frame itself fails (a screen's failure is shown inside the frame, router.tsx). It
 * takes StaffRoot's place, so it brings the theme and texts that its message needs.
 */
export function StaffRootError() {
  return (
    <StaffBasics>
      <RouteError />
    </StaffBasics>
  );
}
