import { storeCopy } from '#store-facts';
import { cardsWithCopy } from './store-copy';
import { product } from './product';
import type { Card } from './home';

/** Apart from ./home.ts, so the static section's copy stays out of the first load. */
const committed = {
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

/** The cards as committed, with the brand's edits in the store (store-copy.ts) laid over each. */
export const benefits = {
  ...committed,
  cards: cardsWithCopy(committed.cards, storeCopy.benefits),
};
