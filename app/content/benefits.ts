import { product } from './product';
import type { Card } from './home';

/**
 * The benefits section's copy. On its own (not in ./home.ts) because the section it fills is static:
 * its code, copy included, is not part of the home page's first load. The FDA
 * footnote its claims point at is in ./home.ts, with the footer that repeats it.
 */
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
