// @ts-check
// @vitest-environment node
import { expect, it } from 'vitest';
import { shopperAddress } from './function-adapter.mjs';

it('takes the address the proxy appended, not one the client wrote before it', () => {
  expect(shopperAddress('203.0.113.5', '10.0.0.1')).toBe('203.0.113.5');
  expect(shopperAddress('6.6.6.6, 203.0.113.5', '10.0.0.1')).toBe('203.0.113.5');
  expect(shopperAddress('6.6.6.6,2001:db8::7', '10.0.0.1')).toBe('2001:db8::7');
});

it('falls back to the socket’s address without a trusted header or with junk in it', () => {
  expect(shopperAddress(undefined, '10.0.0.1')).toBe('10.0.0.1');
  expect(shopperAddress('', '10.0.0.1')).toBe('10.0.0.1');
  expect(shopperAddress('1.1.1.1, <script>', '10.0.0.1')).toBe('10.0.0.1');
  expect(shopperAddress('not an address', undefined)).toBe('');
});
