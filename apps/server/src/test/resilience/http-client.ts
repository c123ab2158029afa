// JSON over real HTTP to a server process, and the Pi wallet's side of a payment on a simulator.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; headers: Headers }

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { json?: unknown; token?: string; auth?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.auth ? { authorization: options.auth } : {}),
      ...options.headers,
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers }
}

/** Signs in the way the web does after Pi.authenticate: the simulator takes `sim-<username>`. */
export async function signInAt(baseUrl: string, username: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/auth/pi-login', { json: { accessToken: `sim-${username}` } })
  if (answer.status !== 200)
    throw new Error(`sign-in as ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.accessToken as string
}

/** The Pi wallet (played by the simulator at `platformUrl`): create, sign, read the incomplete payment. */
export function walletAt(platformUrl: string) {
  const sim = `${platformUrl}/__pi-sim`
  return {
    create: (username: string, payment: { amount: number; memo: string; metadata: unknown }) =>
      call(sim, 'POST', '/v2/payments/user_to_app', { auth: `Bearer sim-${username}`, json: payment }),
    sign: (piPaymentId: string) => call(sim, 'POST', `/v2/payments/${piPaymentId}/sign`),
    incomplete: (username: string) => call(sim, 'GET', '/v2/payments/incomplete', { auth: `Bearer sim-${username}` }),
    payment: (piPaymentId: string) => call(sim, 'GET', `/v2/payments/${piPaymentId}`, { auth: 'Key any' }),
    fault: (fault: Record<string, unknown>) => call(sim, 'POST', '/_control/faults', { json: fault }),
  }
}
