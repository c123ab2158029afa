import { useRemote } from '#app/lib/use-remote'
import { getPrices } from './get-prices'

export const usePrices = () => useRemote('payments/prices', () => getPrices())
