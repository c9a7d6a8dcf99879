import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/** Mantine's toast renderer and its CSS, loaded only when the browser is idle or a toast is shown (notifications.tsx). */
export { Notifications as NotificationsHost } from '@mantine/notifications';
