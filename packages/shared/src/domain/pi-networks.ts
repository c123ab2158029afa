// Its own module, not enums.ts: enums.ts is in every public page's first load (see notification-types.ts).
/** The Pi network an app's maker declares it runs on. */
export const PI_NETWORKS = ['MAINNET', 'TESTNET', 'NONE'] as const
export type PiNetwork = (typeof PI_NETWORKS)[number]
