import { product } from '../product';
import type { LegalDocument } from './types';
import type { PageSeo } from '../seo';

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdatedLabel: 'Last updated',
  intro: `${product.brand} ("we", "us") respects your privacy. This policy explains what we collect when you visit our site or buy from us, and what we do with it.`,
  sections: [
    {
      heading: '1. Information We Collect',
      paragraphs: ['When you place an order, contact us or sign up for updates, we may collect:'],
      items: [
        'Name and contact information',
        'Billing and shipping addresses',
        'Payment information (processed by our checkout provider; we never see or store full card numbers)',
        'Email address',
        'Phone number',
        'Purchase history',
      ],
    },
    {
      heading: '2. How We Use Your Information',
      paragraphs: [
        'We use your information to process and ship your orders, answer your messages, send order and shipping updates, prevent fraud, improve our products and site, and — only if you agree — send you news and offers.',
      ],
    },
    {
      id: 'sharing',
      heading: '3. Information Sharing',
      paragraphs: [
        'We do not sell your personal information. We share it only as needed to run our business, with:',
      ],
      items: [
        'Service providers who host our store and send our email',
        'Payment processors who handle your payment securely',
        'Shipping companies who deliver your order',
        'Legal authorities, when the law requires it',
      ],
    },
    {
      heading: '4. Data Security',
      paragraphs: [
        'Checkout runs on an encrypted, PCI-compliant platform. We limit who can access your information and keep it only as long as we need it. No method of transmission over the internet is completely secure, but we work hard to protect your data.',
      ],
    },
    {
      heading: '5. Your Rights',
      paragraphs: ['You may ask us at any time to:'],
      items: [
        'Access the personal information we hold about you',
        'Update or correct it',
        'Delete it',
        'Opt out of marketing emails (every email also has an unsubscribe link)',
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies',
      paragraphs: [
        'We use cookies and similar technologies to keep checkout working, to understand how our site is used and to measure our advertising. You can block or delete cookies in your browser settings; some parts of the store may then not work.',
        'What this site keeps in your browser or sends elsewhere, and why:',
      ],
      items: [
        'Your cookie choice, kept in your browser for twelve months (or until we ask something new), so we do not ask on every page.',
        "The contact form's send limit: the time of your last message, kept in your browser, so the form sends at most one message every 10 seconds.",
        "Google reCAPTCHA, loaded only on the contact page, as part of the form's protection against spam; Google may set its own cookies there.",
        "Meta's advertising pixel, only with your consent: it reports the pages you see, when you look at the jar, start a checkout or send us a message, so we can measure our ads. With the same consent, our own server tells Meta of the same events, with your browser's internet address and type, so they count when the pixel is blocked. Neither ever receives your name, email or message. The pixel sets Meta's cookies (_fbp). Your browser's Global Privacy Control signal counts as a no.",
        "How fast our pages are on your device, only with the same consent: as you leave a page, your browser tells our own server which page it was and how long it took to show and to answer your taps. Nothing that identifies you or your device is sent or kept; the timings stay in our server's logs.",
        'Your choice goes on to our checkout: when you buy, the cart tells Shopify whether you agreed to analytics and marketing (after a no, or with Global Privacy Control, it also says no to any sale or sharing of your data), so the checkout does not decide again.',
        'The campaign you came from: the utm_ labels of the link that brought you here (for example "newsletter" or "spring"), kept in your browser for this visit and added to your order, only where marketing is allowed. Never your name, email address or anything you typed.',
        'A discount code from the link that brought you here (for example ?discount=SPRING10), kept in your browser for this visit so it can be applied at checkout, until you remove it.',
      ],
    },
    {
      heading: '7. Contact Us',
      paragraphs: [],
      link: {
        before: 'Questions about this policy or your data? ',
        label: 'Contact us',
        to: '/contact',
        after: ' and we will reply promptly.',
      },
    },
  ],
} as const satisfies LegalDocument;

export const privacySeo = {
  path: '/privacy',
  title: `Privacy Policy | ${product.brand}`,
  description: `How ${product.brand} collects, uses and protects your personal information.`,
} as const satisfies PageSeo;

/** The sharing section's sentence about the email list, shown only when a list is configured. */
export const LIST_PRIVACY_NOTE =
  'Our email list: if you join it, or ask to hear when the jar is back, your email address goes to Klaviyo, the service that sends our emails, and nothing else about you. Every email has a link to unsubscribe, and we delete your address from the list when you do.';
