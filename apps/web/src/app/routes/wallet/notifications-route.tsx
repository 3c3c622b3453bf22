import { NotificationsScreen } from '#features/notifications/notifications-screen';
import { PageTag } from '#lib/head';

/** `/notifications`: the inbox the bell opens. */
export default function NotificationsRoute() {
  return (
    <>
      <PageTag tag="Notifications" />
      <NotificationsScreen />
    </>
  );
}
