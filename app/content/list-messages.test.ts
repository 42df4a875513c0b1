import { expect, it, vi } from 'vitest';
import { demoCopy } from '../demo/demo-store';
import { listMessages, toldJoined } from './list-messages';

it('a sign-up is thanked; in the demo store, it also says it went nowhere, list and waitlist', () => {
  expect(toldJoined('news')).toBe(listMessages.joined);
  expect(toldJoined('waitlist')).toBe(listMessages.waitlisted);
  vi.stubGlobal('__DEMO_STORE__', true);
  expect(toldJoined('news')).toBe(`${listMessages.joined} ${demoCopy.listNote}`);
  expect(toldJoined('waitlist')).toBe(
    "Thanks! We'll email you when the jar is back. Demo store: nothing was sent. With Klaviyo set up, this address joins your list.",
  );
});
