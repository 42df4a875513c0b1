import { product } from '../product';
import type { LegalDocument } from './types';
import type { PageSeo } from '../seo';

/** How soon the brand answers a reported barrier, in business days: a promise the statement makes. */
const BARRIER_ANSWER_BUSINESS_DAYS = 2;

/** The statement the European Accessibility Act asks of a shop selling to EU consumers. */
export const accessibilityStatement = {
  title: 'Accessibility Statement',
  reviewedLabel: 'Last reviewed',
  /** The day the checks below were last reviewed by hand; they run again on every change. */
  reviewedOn: '27 November 2026',
  intro: `${product.brand} wants everyone to be able to learn about and buy ${product.name}, whatever device, browser or assistive technology they use. This statement covers this website; the checkout, run by Shopify, has its own.`,
  sections: [
    {
      heading: '1. The Standard We Aim For',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the European standard EN 301 549 refers to.',
        'This site is partially conformant: our own pages meet WCAG 2.2 AA as far as we know, and the parts run by other companies, listed below, may not.',
      ],
    },
    {
      heading: '2. How We Checked',
      paragraphs: [
        'Every change to the site is checked before it goes live, in Chromium, Firefox and WebKit (the engine of Safari), at screen widths from 320 px to 1,440 px:',
      ],
      items: [
        'Two automated checkers with different rules, axe-core and IBM Equal Access, on every page, with the cookie choice open, the image viewer open, a message shown and the jar sold out.',
        'With the keyboard alone: buying jars, sending a message, joining the email list, answering and changing the cookie choice, and opening and closing the wholesale pictures, with the focus always visible and never hidden under the cookie choice or a message.',
        'Every link and button is at least 24 by 24 pixels, messages and refusals are announced to screen readers, and the way to reach us is in the same place on every page.',
        'Text and controls keep enough contrast, every page fits a 320 px wide screen without sideways scrolling (as at 400 % zoom), the jar can be bought with JavaScript off, and the muted jar video is not shown when you ask your device for reduced motion.',
      ],
    },
    {
      heading: '3. Known Limitations',
      paragraphs: ['What we know is not yet fully accessible, and why:'],
      items: [
        "The spam check on the contact form is Google's reCAPTCHA, which we do not control. It may ask you to pick pictures; its audio challenge is the alternative. If neither works for you, email us instead (the address is on the contact page and below).",
        "The wholesale marketplace's frame and widget on the wholesale page are the marketplace's own, which we do not control. If you cannot use them, contact us and we will take your wholesale order directly.",
        "The checkout is Shopify's hosted checkout, with its own accessibility statement.",
        "We have not yet checked the site in Windows' high-contrast (forced colours) mode.",
      ],
    },
    {
      id: 'report',
      heading: '4. Report a Barrier',
      paragraphs: [
        `If something on this site is hard or impossible for you to use, tell us what, on which page and with which device or assistive technology, and we will answer within ${BARRIER_ANSWER_BUSINESS_DAYS} business days and help you another way in the meantime, including taking your order by email.`,
      ],
      link: {
        before: 'Write to us through the ',
        label: 'contact form',
        to: '/contact',
        after: ', or by email:',
      },
    },
    {
      heading: '5. If You Are Not Satisfied',
      paragraphs: [
        "If our answer does not resolve the problem, you may contact your country's authority for the accessibility of products and services (its market surveillance authority under the European Accessibility Act).",
      ],
    },
  ],
} as const satisfies LegalDocument & { reviewedLabel: string; reviewedOn: string };

export const accessibilitySeo = {
  path: '/accessibility',
  title: `Accessibility Statement | ${product.brand}`,
  description: `How ${product.brand}'s website meets WCAG 2.2 AA, what is not yet accessible, and how to report a barrier.`,
} as const satisfies PageSeo;
