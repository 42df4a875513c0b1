import { storeCopy } from '#store-facts';
import { heroJar, heroVideo } from './media';
import { product } from './product';
import type { PageSeo } from './seo';

export type Card = { title: string; description: string; icon: string };

/** Marks a benefit claim that the FDA footnote below qualifies. */
export const CLAIM_MARK = '*';

/** The copy as committed; the brand's edits in the store (store-copy.ts) are laid over it. */
export const committedHero = {
  title: product.brand,
  subtitle: 'Mushroom Honey',
  tagline: "Raw clover honey with 12:1 Lion's Mane & Reishi, finished with an edible shimmer.",
  description:
    "A spoonful of golden calm for busy days. We infuse small-batch raw clover honey with concentrated 12:1 Lion's Mane and Reishi mushroom extracts, then finish every jar with a food-grade mica shimmer you can see swirl in the light.",
  bullets: [
    `${product.betaGlucansMg} mg beta-glucans per serving`,
    `${product.extractRatio} Lion's Mane & Reishi extracts`,
    'Third-party lab tested',
    'Free shipping on all orders',
  ],
  video: heroVideo,
  image: {
    ...heroJar,
    alt: `A glass jar of ${product.name} glowing gold, with shimmer swirling through the honey`,
    /** Drawn at most 28rem (448 px) wide, and the full column on phones. */
    sizes: '(min-width: 480px) 448px, calc(100vw - 32px)',
  },
} as const;

export const hero = { ...committedHero, ...storeCopy.hero };

export const committedCallToAction = {
  heading: 'Experience the Magic',
  size: `${product.sizeOz} oz jar`,
  bullets: [
    'Free shipping on all orders',
    `${product.returnWindowDays}-day money-back guarantee`,
    `Ships within ${product.shipsWithinHours} hours`,
    'Third-party lab tested',
  ],
  reassurance: 'Secure checkout • All major cards accepted • Love it or your money back',
} as const;

export const callToAction = { ...committedCallToAction, ...storeCopy.callToAction };

export const committedDisclaimers = {
  fda: 'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
  infants: 'Honey is not suitable for infants under 12 months.',
} as const;

const copiedDisclaimers = { ...committedDisclaimers, ...storeCopy.disclaimers };

/** The FDA footnote starts with the claims' mark, the brand's text or not. */
export const disclaimers = { ...copiedDisclaimers, fda: `${CLAIM_MARK}${copiedDisclaimers.fda}` };

export const footer = {
  copyright: `© 2025 ${product.brand}. All rights reserved.`,
} as const;

/** The home page's description, with the jar's price as the page states it (the store's). */
export const homeDescription = (price: string) =>
  `Raw clover honey infused with 12:1 Lion's Mane and Reishi extracts and an edible shimmer. ${product.betaGlucansMg} mg beta-glucans per serving, ${price} a ${product.sizeOz} oz jar, free shipping.`;

export const homeSeo = {
  path: '/',
  title: `${product.name} — Lion's Mane & Reishi Honey | ${product.brand}`,
  description: `Raw clover honey infused with 12:1 Lion's Mane and Reishi extracts and an edible shimmer. ${product.betaGlucansMg} mg beta-glucans per serving, free shipping.`,
} as const satisfies PageSeo;
