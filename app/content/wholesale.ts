import { storeCopy } from '#store-facts';
import type { ImageEntry } from '~/lib/responsive-image';
import { heroJar, wholesaleDrizzle, wholesaleLabel, wholesaleRecipe } from './media';
import { product } from './product';
import type { PageSeo } from './seo';

export type GalleryImage = { id: string; image: ImageEntry; alt: string; caption: string };

/** The copy as committed; the brand's edits in the store (store-copy.ts) are laid over it. */
export const committedWholesale = {
  heading: 'Wholesale',
  intro: [
    `${product.name} sells itself on the shelf: a gold jar with a shimmer that catches every eye. We partner with independent grocers, cafés, apothecaries, yoga studios and gift shops.`,
    `Wholesale orders come in cases of ${product.wholesaleMinimumUnits} jars (${product.wholesaleMinimumUnits} units minimum), with free shipping on every case.`,
  ],
  jar: {
    image: heroJar,
    alt: `A jar of ${product.name}, its gold label reading Mushroom Honey, shimmer glinting in the honey`,
  },
  howToOrder: {
    heading: 'How to order',
    steps: [
      'Open our brand page on the wholesale marketplace below and sign in or create a retailer account.',
      `Add cases of ${product.wholesaleMinimumUnits} jars to your order; first orders often come with the marketplace's introductory terms.`,
      `We ship within ${product.shipsWithinHours} hours. Questions, samples or a larger order? Write to us.`,
    ],
  },
  marketplace: {
    heading: 'Order on our wholesale marketplace',
    iframeTitle: `${product.brand} on our wholesale marketplace`,
    /** The marketplace iframe is about 500 px tall. */
    iframeHeightPx: 500,
    widgetLabel: `${product.brand} wholesale widget`,
    widgetAppearance: { color: 'black', size: 'large' },
    openMarketplace: 'Open our wholesale marketplace page',
    /** Said to screen readers after the link: it opens a new tab. */
    opensInNewTab: '(opens in a new tab)',
    /** Each notice ends with the contact address or the marketplace link. */
    notConnected:
      "Our wholesale marketplace isn't connected here yet. For our wholesale price list and terms, email us at",
    widgetUnset: 'Prefer to order by email? Write to us at',
    widgetFailed: "The wholesale widget didn't load. You can still order on the marketplace:",
    widgetFailedNoMarketplace:
      "The wholesale widget isn't available right now. To set up your account, email us at",
  },
  gallery: {
    heading: 'For your shelf and your customers',
    intro: 'Use these with your listing or in store. Select an image to see it larger.',
    enlarge: (caption: string) => `Enlarge: ${caption}`,
    close: 'Close',
    images: [
      {
        id: 'recipe',
        image: wholesaleRecipe,
        alt: 'Illustration from above of an oat and yogurt bowl with berries, granola and a golden honey drizzle, beside a jar lid and a spoon of honey',
        caption: 'Recipe: the golden breakfast bowl',
      },
      {
        id: 'drizzle',
        image: wholesaleDrizzle,
        alt: 'Illustration of honey running from a wooden dipper into an open jar, with flecks of shimmer catching the light',
        caption: 'The drizzle',
      },
      {
        id: 'label',
        image: wholesaleLabel,
        alt: `Illustration of the ${product.brand} label: Mushroom Honey, raw clover honey with 12:1 Lion's Mane and Reishi, ${product.betaGlucansMg} mg beta-glucans per serving, net weight ${product.sizeOz} oz`,
        caption: 'The label',
      },
    ],
  },
} as const satisfies Record<string, unknown> & {
  gallery: Record<string, unknown> & { images: readonly GalleryImage[] };
};

export const wholesale = {
  ...committedWholesale,
  ...storeCopy.wholesale,
  howToOrder: { ...committedWholesale.howToOrder, ...storeCopy.howToOrder },
};

export const wholesaleSeo = {
  path: '/wholesale',
  title: `Wholesale — Stock ${product.brand} in Your Store`,
  description: `Carry ${product.name} in your shop, café or wellness studio. Wholesale cases of ${product.wholesaleMinimumUnits} jars, ordered through our marketplace.`,
} as const satisfies PageSeo;
