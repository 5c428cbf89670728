import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { homeForRole } from '../../features/auth/home-for-role.ts';
import { usePublicConfig } from '../../features/config/api/get-config.ts';
import { useLocale } from '../../lib/locale.ts';

/** Product title linking home, and a login or logout link (spec section 2, "Shared"). */
export function Navbar() {
  const { t } = useTranslation();
  const { productName } = usePublicConfig();
  const { isAuthenticated, user, signOut } = useAuth();
  const { prefix } = useLocale();
  const navigate = useNavigate();

  return (
    <Group component="nav" aria-label={t('nav.label')} justify="space-between" w="100%" px="md" py={4}>
      <Anchor component={Link} to={prefix || '/'} fw={700} fz="lg" c="romBlue.7" underline="never">
        {productName}
      </Anchor>
      {isAuthenticated ? (
        <Button
          variant="subtle"
          onClick={async () => {
            // Each to the login they use, for whoever signs in next at that computer: the admin's
            // and a director's are their areas' own (/admin, /director); the managers' is at /.
            const login = user?.role === 'admin' || user?.role === 'director' ? homeForRole(user) : prefix || '/';
            signOut();
            await navigate(login);
          }}
        >
          {t('nav.logout')}
        </Button>
      ) : (
        <Anchor component={Link} to={`${prefix}/login`}>
          {t('nav.login')}
        </Anchor>
      )}
    </Group>
  );
}
