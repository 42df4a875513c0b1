/**
 * The consent choice about advertising. Short lines, each its own paragraph that fits
 * one line on a 360 px phone: the region shows up after the page has painted and must never be
 * its largest text (the LCP); one long paragraph was, on short pages such as /contact.
 */
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
