/** What the list's forms are told; apart from ./list.ts, out of the pages' first load. */
import { demoCopy } from '../demo/demo-store';

export const listMessages = {
  joined:
    "You're on the list. If this is your first time, check your inbox: we may ask you to confirm.",
  waitlisted: "Thanks! We'll email you when the jar is back.",
  empty: 'Please enter your email address.',
  invalid: 'Please enter a valid email address, like name@example.com.',
  trap: 'This form could not be sent. Please try again.',
  tooLong: 'That was more than this form sends. Please check your email address and try again.',
  limited: 'That is several sign-ups from here in a minute. Please wait a minute and try again.',
  unavailable: (email: string) =>
    `We couldn't add you just now. Please try again in a moment, or email us at ${email}.`,
  // A site built without the list never shows its forms; a post that comes anyway is told why.
  notSetUp: (email: string) => `Our email list isn't open yet. Please email us at ${email}.`,
  refused: (email: string) =>
    `The list did not take this address. Check it, or email us at ${email}.`,
} as const;

/** A sign-up taken: the news list's or the waitlist's thanks (with the demo store's note). */
export function toldJoined(kind: 'news' | 'waitlist'): string {
  const said = kind === 'waitlist' ? listMessages.waitlisted : listMessages.joined;
  return __DEMO_STORE__ ? `${said} ${demoCopy.listNote}` : said;
}
