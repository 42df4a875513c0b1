import { heroJar, heroVideo } from './media';
import { product } from './product';
import type { PageSeo } from './seo';

export type Card = { title: string; description: string; icon: string };

/** Marks a benefit claim that the FDA footnote below qualifies. */
export const CLAIM_MARK = '*';

export const hero = {
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

export const ingredients = {
  heading: 'Premium Ingredients',
  intro: 'Four ingredients, nothing else. Every batch is tested by an independent lab.',
  cards: [
    {
      title: 'Clover Honey',
      icon: '/images/ingredients/clover-honey.svg',
      description:
        'Raw, unfiltered clover honey from small apiaries, gently warmed only enough to blend — never pasteurised.',
    },
    {
      title: "Lion's Mane Extract (12:1)",
      icon: '/images/ingredients/lions-mane.svg',
      description:
        "Twelve parts of Lion's Mane fruiting body concentrated into one, for a generous dose in every spoonful.",
    },
    {
      title: 'Reishi Extract (12:1)',
      icon: '/images/ingredients/reishi.svg',
      description:
        'A 12:1 Reishi fruiting-body extract, the traditional companion of an evening wind-down.',
    },
    {
      title: 'Edible Mica Sparkle',
      icon: '/images/ingredients/edible-mica.svg',
      description:
        'A whisper of food-grade mica shimmer that catches the light. Tasteless, and purely for joy.',
    },
  ],
  badge: 'Ethically Sourced • Lab Tested • Premium Quality',
} as const satisfies { heading: string; intro: string; cards: readonly Card[]; badge: string };

export const benefits = {
  heading: 'Unlock Your Potential',
  intro: `Each serving carries ${product.betaGlucansMg} mg of mushroom beta-glucans.`,
  cards: [
    {
      title: 'Enhanced Focus',
      icon: '/images/benefits/focus.svg',
      description:
        "Lion's Mane has a long tradition as a companion for clear, steady concentration.",
    },
    {
      title: 'Immune Support',
      icon: '/images/benefits/immune-support.svg',
      description: "Beta-glucans from Reishi and Lion's Mane help support normal immune function.",
    },
    {
      title: 'Natural Energy',
      icon: '/images/benefits/energy.svg',
      description: "Honey's natural sugars give a gentle lift — no caffeine, no crash.",
    },
    {
      title: 'Stress Relief',
      icon: '/images/benefits/stress-relief.svg',
      description: 'Reishi is prized as an adaptogen for calm, balanced days.',
    },
  ],
} as const satisfies { heading: string; intro: string; cards: readonly Card[] };

export const callToAction = {
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

export const disclaimers = {
  fda: `${CLAIM_MARK}These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.`,
  infants: 'Honey is not suitable for infants under 12 months.',
} as const;

export const footer = {
  copyright: `© 2025 ${product.brand}. All rights reserved.`,
} as const;

export const homeSeo = {
  path: '/',
  title: `${product.name} — Lion's Mane & Reishi Honey | ${product.brand}`,
  description: `Raw clover honey infused with 12:1 Lion's Mane and Reishi extracts and an edible shimmer. ${product.betaGlucansMg} mg beta-glucans per serving, $${product.priceUsd} a ${product.sizeOz} oz jar, free shipping.`,
} as const satisfies PageSeo;
