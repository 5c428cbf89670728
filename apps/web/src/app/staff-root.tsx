/**
 * Everything the staff screens share: Mantine, notifications, queries, translations and the
 * signed-in user. Loaded only by staff routes, so a participant's phone never downloads it.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaffLayout } from '../components/layouts/staff-layout.tsx';
import { AuthProvider } from '../features/auth/auth-context.tsx';
import i18n from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from '../lib/theme.ts';

function LanguageFromPath() {
  const { language } = useLocale();
  // Resources are bundled, so switching is synchronous; doing it during render avoids a
  // first paint in the wrong language. Idempotent, so safe to repeat.
  if (i18n.language !== language) void i18n.changeLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

export function StaffRoot() {
  return (
    <MantineProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <Notifications position="top-center" />
            <LanguageFromPath />
            <StaffLayout />
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
