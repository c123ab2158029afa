// Which addresses the verifier may connect to. A maker types the address, so the server must never be
// turned into a way to reach its own network (cloud metadata at 169.254.169.254, a database on 10/8,
// the admin port on loopback). Addresses are judged as bytes, not text: `::ffff:7f00:1`, `::ffff:127.0.0.1`
// and `127.0.0.1` are the same host.
import { isIPv4, isIPv6 } from 'node:net'

export type AddressVerdict = 'PUBLIC' | 'LOOPBACK' | 'REFUSED'

function ipv4Bytes(text: string): number[] | null {
  if (!isIPv4(text)) return null
  return text.split('.').map(Number)
}

/** 16 bytes of an IPv6 address (a trailing dotted IPv4 part included), or null when it is not one. */
function ipv6Bytes(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(address)) return null
  let head = address
  const tail: number[] = []
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (dotted) {
    const v4 = ipv4Bytes(dotted[1]!)
    if (!v4) return null
    tail.push(...v4)
    head = address.slice(0, -dotted[1]!.length)
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1)
  }
  const groupsWanted = 8 - tail.length / 2
  const [left = '', right] = head.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)))
  const leftGroups = parse(left)
  const rightGroups = right === undefined ? [] : parse(right)
  const zeros = groupsWanted - leftGroups.length - rightGroups.length
  if (zeros < 0) return null
  const groups = [...leftGroups, ...Array<number>(zeros).fill(0), ...rightGroups]
  return [...groups.flatMap((group) => [group >> 8, group & 0xff]), ...tail]
}

function inV4(bytes: number[], prefix: number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const index = bit >> 3
    const mask = 0x80 >> (bit & 7)
    if ((bytes[index]! & mask) !== (prefix[index]! & mask)) return false
  }
  return true
}

/** IPv4 ranges never reached: private, shared (CGNAT), link-local, "this network", multicast, reserved, test nets. */
const REFUSED_V4: [number[], number][] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
]

function judgeV4(bytes: number[]): AddressVerdict {
  if (inV4(bytes, [127, 0, 0, 0], 8)) return 'LOOPBACK'
  return REFUSED_V4.some(([prefix, bits]) => inV4(bytes, prefix, bits)) ? 'REFUSED' : 'PUBLIC'
}

function judgeV6(bytes: number[]): AddressVerdict {
  const allZeroUpTo = (end: number) => bytes.slice(0, end).every((byte) => byte === 0)
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 address is the one reached.
  if (allZeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) return judgeV4(bytes.slice(12))
  // 64:ff9b::/96 (NAT64) carries an IPv4 address too.
  if (
    bytes[0] === 0 &&
    bytes[1] === 0x64 &&
    bytes[2] === 0xff &&
    bytes[3] === 0x9b &&
    bytes.slice(4, 12).every((b) => b === 0)
  )
    return judgeV4(bytes.slice(12))
  // 2002::/16 (6to4): the next four bytes are an IPv4 address.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return judgeV4(bytes.slice(2, 6))
  if (allZeroUpTo(15) && bytes[15] === 1) return 'LOOPBACK'
  // :: (unspecified) and the deprecated IPv4-compatible ::a.b.c.d.
  if (allZeroUpTo(12)) return 'REFUSED'
  if ((bytes[0]! & 0xfe) === 0xfc) return 'REFUSED' // fc00::/7 unique local
  if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0x80) return 'REFUSED' // fe80::/10 link-local
  if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0xc0) return 'REFUSED' // fec0::/10 site-local (deprecated)
  if (bytes[0] === 0xff) return 'REFUSED' // ff00::/8 multicast
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x0d && bytes[3] === 0xb8) return 'REFUSED' // documentation
  return 'PUBLIC'
}

/** Whether the address is a public one, loopback, or in a refused range; anything that is not an IP is refused. */
export function judgeAddress(address: string): AddressVerdict {
  const v4 = ipv4Bytes(address)
  if (v4) return judgeV4(v4)
  const v6 = ipv6Bytes(address)
  return v6 ? judgeV6(v6) : 'REFUSED'
}
