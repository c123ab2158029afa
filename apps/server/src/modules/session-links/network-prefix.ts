import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network a desktop asked from, for the phone to show beside its browser: an IPv4 /24
 * (`203.0.113.x`) or an IPv6 /48 (`2001:db8:85a3::/48`). Unlike the user agent, the desktop cannot
 * choose it, yet it does not pinpoint a household; the whole address is never kept. Null when
 * `address` is not an IP address.
 */
export function networkPrefix(address: string | null | undefined): string | null {
  if (!address) return null
  const bare = address.replace(/%.*$/, '')
  // An IPv4 client of a dual-stack socket arrives as ::ffff:203.0.113.7.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1]
  const v4 = mapped ?? bare
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`
  if (!isIPv6(bare)) return null
  const groups = expandIpv6(bare)
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
  // Written as the /48's first address, its trailing zero groups folded into "::".
  while (groups.at(-1) === '0') groups.pop()
  return `${groups.join(':')}::/48`
}

/** The eight 16-bit groups of a valid IPv6 address, `::` filled in (a dotted IPv4 tail becomes two groups). */
function expandIpv6(address: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  const hex = dotted
    ? address.slice(0, dotted.index) +
      [0, 2].map((i) => ((Number(dotted[i + 1]) << 8) | Number(dotted[i + 2])).toString(16)).join(':')
    : address
  const [head = '', tail] = hex.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right]
}
