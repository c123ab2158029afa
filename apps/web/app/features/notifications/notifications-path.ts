/** The page of all notifications; the bell's panel links to it. */
export const NOTIFICATIONS_PATH = '/user-dashboard/notifications'
/** The same page in the admin dashboard: an admin stays in their own layout and menu. */
export const ADMIN_NOTIFICATIONS_PATH = '/admin-dashboard/notifications'

/** Where a signed-in user's notifications page is, by their role. */
export const notificationsPathFor = (role: string | undefined) =>
  role === 'ADMIN' ? ADMIN_NOTIFICATIONS_PATH : NOTIFICATIONS_PATH
