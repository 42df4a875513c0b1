/** The email list's words: the footer's form, the one near the last buy area, and the waitlist. */
export const list = {
  heading: 'Hear from the hive',
  /** Near the last buy area: another name, so the two forms on the home page are told apart. */
  nearBuyHeading: 'Not today? Hear from the hive',
  intro: 'New harvests, restocks and the odd offer, a few times a season.',
  waitlistIntro: 'This harvest is sold out. Leave your email and we will tell you when it is back.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  join: 'Join the list',
  joinWaitlist: "Email me when it's back",
  sending: 'Sending…',
  /** The consent sentence: what they get and how to leave, before the privacy link. */
  consent:
    'By joining you agree to receive our emails. Unsubscribe any time with the link in each email. How we use your address: ',
  waitlistConsent: 'We will email you once, when this jar is back. How we use your address: ',
  privacyLink: 'Privacy Policy',
  /** The trap field's label, for the rare person whose browser shows it. */
  trapLabel: 'Leave this field empty',
} as const;

/** What the list's forms are told: by the page once hydrated, by the function otherwise. */
export const listMessages = {
  /** The privacy policy's sentence, shown only when a list is configured. */
  privacyNote:
    'Our email list: if you join it, or ask to hear when the jar is back, your email address goes to Klaviyo, the service that sends our emails, and nothing else about you. Every email has a link to unsubscribe, and we delete your address from the list when you do.',
  messages: {
    joined:
      "You're on the list. If this is your first time, check your inbox: we may ask you to confirm.",
    waitlisted: "Thanks! We'll email you when the jar is back.",
    empty: 'Please enter your email address.',
    invalid: 'Please enter a valid email address, like name@example.com.',
    trap: 'This form could not be sent. Please try again.',
    tooLong: 'That was more than this form sends. Please check your email address and try again.',
    unavailable: (email: string) =>
      `We couldn't add you just now. Please try again in a moment, or email us at ${email}.`,
    refused: (email: string) =>
      `The list did not take this address. Check it, or email us at ${email}.`,
  },
} as const;
