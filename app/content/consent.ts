/** The consent choice about advertising (issue 12), the footer link that reopens it. */
export const consent = {
  heading: 'Cookies and ads',
  body: "With your OK, Meta's pixel measures our ads: it notes the pages you see, when you look at the jar, start a checkout or write to us. Never your name, email or message. Nothing goes to Meta until you accept.",
  bodyOptOut:
    "Meta's pixel measures our ads: it notes the pages you see, when you look at the jar, start a checkout or write to us. Never your name, email or message. You can turn it off here.",
  gpcNotice:
    'Your browser asks sites not to sell or share your data (Global Privacy Control), so advertising stays off.',
  status: (isAllowed: boolean) =>
    isAllowed ? 'Advertising cookies are on.' : 'Advertising cookies are off.',
  accept: 'Accept',
  reject: 'Reject',
  close: 'Close',
  privacyLink: 'How we use cookies',
  regionLabel: 'Cookie choice',
} as const;
