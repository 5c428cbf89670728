/**
 * Where showAlert's notifications appear. A chunk of its own, rendered by StaffRoot once the
 * page is idle: no page needs it for its first paint, and alerts raised before it arrives wait
 * in the store.
 */
import '@mantine/notifications/styles.css';
import './alerts-host.css';
import { Notifications } from '@mantine/notifications';

export default function AlertsHost() {
  return <Notifications position="top-center" />;
}
