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
