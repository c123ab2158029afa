import { isIPv6 } from 'node:net'

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/
const GROUPS = 8

/** How many 16-bit groups a piece of an IPv6 address holds (an embedded IPv4 holds two). */
const widthOf = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)

/**
 * The part of an address that stands for one reader. An IPv4 address is one reader whatever user
 * agents it sends (changing one costs a header). An IPv6 address counts by its /64: that prefix is one
 * network (a home, a phone's connection), and the device picks the other 64 bits at will, so a reader
 * could otherwise be as many readers as it cares to make up. An IPv4 address mapped into IPv6 is that
 * IPv4 address.
 */
export function readerAddressOf(address: string): string {
  if (!isIPv6(address)) return address
  const bare = address.split('%')[0]!.toLowerCase()
  const mapped = MAPPED_IPV4.exec(bare)
  if (mapped) return mapped[1]!
  const [head = '', tail] = bare.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, GROUPS - widthOf(left) - widthOf(right))).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
