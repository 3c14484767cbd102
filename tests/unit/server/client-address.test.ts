import { describe, expect, it } from 'vitest';
import {
  bareAddressOf,
  clientAddressOf,
  clientKeyOf,
  networkKeyOf,
  trustedProxiesOf,
} from '../../../server/platform/http/clientAddress';

describe('client address', () => {
  it('groups IPv6 by /64, whatever the spelling', () => {
    expect(clientKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:0db8:0001:0002:abcd:ef01:2345:6789')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKeyOf('198.51.100.4')).toBe('198.51.100.4');
  });

  it('believes X-Forwarded-For only from a trusted proxy, walking from the right', () => {
    const trusted = trustedProxiesOf('loopback, 10.0.0.0/8');
    expect(clientAddressOf('127.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 203.0.113.5, 10.1.2.3', trusted)).toBe('203.0.113.5');
    expect(clientAddressOf('198.51.100.9', '203.0.113.5', trusted)).toBe('198.51.100.9');
    expect(clientAddressOf('127.0.0.1', 'not-an-ip', trusted)).toBeNull();
    expect(clientAddressOf('127.0.0.1', '203.0.113.5', trustedProxiesOf(''))).toBe('127.0.0.1');
  });

  it('reads hops as proxies write them (ports, brackets, quotes, zones), not as the proxy itself', () => {
    const trusted = trustedProxiesOf('loopback');
    expect(bareAddressOf('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(bareAddressOf('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(bareAddressOf(' "[2001:db8::1]" ')).toBe('2001:db8::1');
    expect(bareAddressOf('fe80::1%eth0')).toBe('fe80::1');
    expect(bareAddressOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(bareAddressOf('unknown')).toBeNull();
    expect(clientAddressOf('127.0.0.1', '203.0.113.7:51234', trusted)).toBe('203.0.113.7');
    expect(clientAddressOf('127.0.0.1', '[2001:db8::1]:443', trusted)).toBe('2001:db8::1');
    // A hop the proxy wrote that names no address: the client is unknown, never the proxy itself.
    expect(clientAddressOf('127.0.0.1', '203.0.113.5, unknown', trusted)).toBeNull();
    expect(clientAddressOf('127.0.0.1', 'unknown, 203.0.113.5', trusted)).toBe('203.0.113.5');
  });

  it('puts a client in its network: IPv4 /24, IPv6 /48 (the burst guard of partner traffic)', () => {
    expect(networkKeyOf(clientKeyOf('203.0.113.77'))).toBe('203.0.113.0/24');
    expect(networkKeyOf(clientKeyOf('2001:db8:1:2::1'))).toBe('2001:db8:1::/48');
    expect(networkKeyOf(clientKeyOf('2001:db8:1:ffff::9'))).toBe('2001:db8:1::/48');
  });
});
