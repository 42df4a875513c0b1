/**
 * What the list's forms are told: by the hydrated form's send (app/list/join-list.ts, loaded on
 * the first submit) and by the function. Kept apart from the forms' words (./list.ts) so the
 * pages' first load does not carry them.
 */
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
