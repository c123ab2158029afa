import { describe, expect, it } from 'vitest'
import { networkPrefix } from './network-prefix'

describe('the network a desktop asked from', () => {
  it('keeps an IPv4 /24 and never the whole address', () => {
    expect(networkPrefix('203.0.113.77')).toBe('203.0.113.x')
    expect(networkPrefix('::ffff:198.51.100.9')).toBe('198.51.100.x')
    expect(networkPrefix('127.0.0.1')).toBe('127.0.0.x')
  })

  it('keeps an IPv6 /48, however the address is written', () => {
    expect(networkPrefix('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48')
    expect(networkPrefix('2001:0db8:0000:0042::1')).toBe('2001:db8::/48')
    expect(networkPrefix('2001:db8:0:1::1')).toBe('2001:db8::/48')
    expect(networkPrefix('2001:0:85a3::1')).toBe('2001:0:85a3::/48')
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8::/48')
    expect(networkPrefix('::1')).toBe('::/48')
    expect(networkPrefix('fe80::1%eth0')).toBe('fe80::/48')
    expect(networkPrefix('64:ff9b::192.0.2.33')).toBe('64:ff9b::/48')
  })

  it('answers null for what is not an address', () => {
    for (const value of [undefined, null, '', 'localhost', '203.0.113', '2001:db8:::1', '999.1.1.1']) {
      expect(networkPrefix(value)).toBeNull()
    }
  })
})
