/**
 * The screens of whoever is signed in now. The session is one per browser (session-token.ts), so a
 * sign-in in another tab as someone else makes this tab theirs too (auth-context.tsx): on a clinic's
 * shared computer, Center A's manager would come back to a PID browser that now lists, and acts
 * on, Center B's PIDs. So whatever this tab had open closes (its dialogs, typed input, ticked
 * PIDs), the tab goes to the new account's home and says there who is signed in now, in the
 * language of the page it was on.
 */
import { Alert } from '@mantine/core';
import type { AuthUser } from '@romtrack/shared/contracts/auth';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SCREEN_TITLE_ID } from '../../../components/screen-title.tsx';
import i18n from '../../../lib/i18n.ts';
import type { InterfaceLanguage } from '../../../lib/locale.ts';
import { useAuth } from '../auth-context.tsx';

/** How the notice names an account: a manager by the center, as they sign in; others by name and e-mail. */
function accountLabel(account: AuthUser): string {
  return account.role === 'manager' || account.email === null ? account.name : `${account.name} (${account.email})`;
}

/** The routed screens, in place of a plain Outlet in the staff frame (staff-layout.tsx). */
export function AccountScreens() {
  const { signedInElsewhere, accountSwitches, arrivedAfterSwitch, switchNoticeDone } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const travelling = signedInElsewhere !== null && !signedInElsewhere.arrived;
  useEffect(() => {
    if (!signedInElsewhere) return;
    if (!signedInElsewhere.arrived) {
      if (pathname === signedInElsewhere.home) arrivedAfterSwitch();
      else void navigate(signedInElsewhere.home, { replace: true });
    } else if (pathname !== signedInElsewhere.home) {
      // The person has moved on from where the notice was said.
      switchNoticeDone();
    }
  }, [signedInElsewhere, pathname, navigate, arrivedAfterSwitch, switchNoticeDone]);

  // The close button goes with the notice, which would leave the focus on the page's body: Tab would
  // start again from the top. It goes to the screen's heading instead, where the screen begins.
  const closeNotice = () => {
    switchNoticeDone();
    document.getElementById(SCREEN_TITLE_ID)?.focus();
  };

  return (
    <>
      {signedInElsewhere?.arrived && pathname === signedInElsewhere.home && (
        <SignedInElsewhereNotice
          key={`notice-${accountSwitches}`}
          account={signedInElsewhere.account}
          language={signedInElsewhere.language}
          onClose={closeNotice}
        />
      )}
      {/* Nothing on the way there; then the screens open afresh, for the new account. */}
      {!travelling && <Outlet key={`screens-${accountSwitches}`} />}
    </>
  );
}

/**
 * "You are now signed in as …": an alert, so that a screen reader says it at once if this tab is
 * on view, and the focus, so that one coming back to the tab later starts from it (the browser
 * gives a tab back the focus it had). The screen's heading leaves it there (screen-title.tsx).
 */
function SignedInElsewhereNotice({
  account,
  language,
  onClose,
}: {
  account: AuthUser;
  language: InterfaceLanguage;
  onClose(): void;
}) {
  const t = i18n.getFixedT(language, 'auth');
  const close = i18n.getFixedT(language, 'common')('close');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert
      ref={notice}
      role="alert"
      tabIndex={-1}
      data-holds-focus
      lang={language}
      color="yellow"
      variant="light"
      mb="md"
      title={t('signedInElsewhere.title', { account: accountLabel(account) })}
      withCloseButton
      closeButtonLabel={close}
      onClose={onClose}
    >
      {t('signedInElsewhere.body')}
    </Alert>
  );
}
