import { product } from './product';

export const wholesale = {
  heading: 'Wholesale',
  intro: [
    `${product.name} sells itself on the shelf: a gold jar with a shimmer that catches every eye. We partner with independent grocers, cafés, apothecaries, yoga studios and gift shops.`,
    `Wholesale orders come in cases of ${product.wholesaleMinimumUnits} jars (${product.wholesaleMinimumUnits} units minimum), with free shipping on every case. Order through our wholesale marketplace below, or write to us for samples and terms.`,
  ],
} as const;
