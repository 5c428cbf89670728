/**
 * The alerts in showAlert's store, drawn plainly while the alerts host (alerts-host.tsx) cannot be
 * downloaded: when the clinic's Wi-Fi drops in the first seconds after a screen opens, before the
 * host has arrived, "The server could not be reached" must still be said. Just below the navbar
 * (where the host puts them on a phone), without its animation; each goes when its time is up or
 * its close button is pressed, as there. Part of the staff page's entry, so it needs no download: Notification's style is in
 * mantine-styles.ts already.
 */
import { getDefaultZIndex, Notification, Stack } from '@mantine/core';
import { type NotificationData, notifications, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';

export function AlertsWithoutHost() {
  const { notifications: shown } = useNotifications();
  if (shown.length === 0) return null;
  return (
    <Stack
      gap="xs"
      pos="fixed"
      top="var(--rt-below-navbar)"
      left="50%"
      w="min(440px, calc(100% - 2 * var(--mantine-spacing-md)))"
      style={{ transform: 'translateX(-50%)', zIndex: getDefaultZIndex('overlay') }}
    >
      {shown.map((alert) => (
        <PlainAlert key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
}

function PlainAlert({ alert }: { alert: NotificationData }) {
  const {
    id = '',
    message,
    autoClose,
    allowClose,
    position: _position,
    priority: _priority,
    onOpen: _onOpen,
    onClose: _onClose,
    renderNotification: _renderNotification,
    withAutoCloseProgress: _withAutoCloseProgress,
    ...shown
  } = alert; // The store's own fields, which are not Notification's.
  useEffect(() => {
    if (typeof autoClose !== 'number') return;
    const timer = setTimeout(() => notifications.hide(id), autoClose);
    return () => clearTimeout(timer);
  }, [id, autoClose]);
  return (
    <Notification {...shown} withCloseButton={allowClose !== false} onClose={() => notifications.hide(id)}>
      {message}
    </Notification>
  );
}
