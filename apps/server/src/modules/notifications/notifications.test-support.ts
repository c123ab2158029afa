// Test helpers: the notifications API as the web calls it, and the Pi simulator's notification centre.
import type { TestApp } from '#src/test/build-test-app'

export type Listed = {
  unread: number
  items: {
    id: number
    type: string
    articleId: number | null
    title: string
    body: string
    link: string
    createdAt: string
    readAt: string | null
  }[]
}

export function notificationsApi(t: TestApp) {
  return {
    async list(token: string, query = '', headers: Record<string, string> = {}) {
      const response = await t.request(`/api/notifications${query}`, { token, headers })
      if (response.status !== 200) throw new Error(`list failed: ${response.status} ${await response.text()}`)
      return { body: (await response.json()) as Listed, headers: response.headers }
    },
    read: (token: string | undefined, json: unknown) =>
      t.request('/api/notifications/read', { method: 'POST', json, ...(token ? { token } : {}) }),
  }
}

/** What reached the simulated Pi app's notification centre. */
export async function piCentre(t: TestApp, username?: string) {
  const response = await t.request(`/__pi-sim/_control/notifications${username ? `?username=${username}` : ''}`)
  return (
    (await response.json()) as {
      notifications: { title: string; body: string; subroute: string; delivered: boolean; username: string | null }[]
    }
  ).notifications
}

/** A Pioneer who granted `in_app_notifications` at sign-in (the simulator's consent, then our sign-in). */
export async function grantPiNotifications(t: TestApp, username: string) {
  await t.request('/__pi-sim/_control/seed', {
    method: 'POST',
    json: { users: [{ username, scopes: ['username', 'payments', 'in_app_notifications'] }] },
  })
}
