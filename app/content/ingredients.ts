import { storeCopy } from '#store-facts';
import { cardsWithCopy } from './store-copy';
import type { Card } from './home';

/** Apart from ./home.ts, so the static section's copy stays out of the first load. */
const committed = {
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

/** The cards as committed, with the brand's edits in the store (store-copy.ts) laid over each. */
export const ingredients = {
  ...committed,
  cards: cardsWithCopy(committed.cards, storeCopy.ingredients),
};
