import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPrices } from './get-prices'

export const pricesQuery = () =>
  queryOptions({ queryKey: ['payments', 'prices'], queryFn: () => getPrices(), staleTime: 60_000 })

export const usePrices = () => useQuery(pricesQuery())
