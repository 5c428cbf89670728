/**
 * Alerts of spec section 4: shown, then removed automatically after 2500 ms.
 * 'danger' is the spec's name for an error alert.
 */
import { notifications } from '@mantine/notifications';

export const ALERT_TIMEOUT_MS = 2500;

export type AlertType = 'success' | 'danger' | 'info';

const COLORS: Record<AlertType, string> = { success: 'teal', danger: 'red', info: 'blue' };

export function showAlert(msg: string, alertType: AlertType = 'info', timeoutMs = ALERT_TIMEOUT_MS): void {
  notifications.show({
    message: msg,
    color: COLORS[alertType],
    autoClose: timeoutMs,
    withBorder: true,
    // Tests and assistive technology find an alert by its type.
    'data-alert-type': alertType,
  } as Parameters<typeof notifications.show>[0]);
}
