/** In short paragraphs: shown after the first paint, it must never be the page's LCP. */
export const consent = {
  heading: 'Cookies and ads',
  body: [
    "Meta's pixel can measure our ads:",
    'the pages you see, when you look at the jar,',
    'start a checkout or write to us.',
    'Never your name, email or message.',
    'Nothing goes to Meta until you accept.',
  ],
  bodyOptOut: [
    "Meta's pixel measures our ads:",
    'the pages you see, when you look at the jar,',
    'start a checkout or write to us.',
    'Never your name, email or message.',
    'You can turn it off here.',
  ],
  /** One sentence on a phone (the rest a tap away), in phrases that wrap as wholes. */
  short: ['Meta measures our ads', 'if you accept;', 'never your name or email.'],
  shortOptOut: ['Meta measures our ads', 'until you say no;', 'never your name or email.'],
  details: 'Details',
  gpcNotice: [
    'Your browser asks sites not to sell or share',
    'your data (Global Privacy Control),',
    'so advertising stays off.',
  ],
  status: (isAllowed: boolean) =>
    isAllowed ? 'Advertising cookies are on.' : 'Advertising cookies are off.',
  accept: 'Accept',
  reject: 'Reject',
  close: 'Close',
  privacyLink: 'How we use cookies',
} as const;
