import { hero } from '~/content/home';
import { product } from '~/content/product';
import { socialImage } from '~/content/seo';
import { fallbackImageSrc } from '~/lib/responsive-image';
import type { Money } from '~/store/product';
import type { Rating } from '~/store/rating';

/** Where free shipping and returns apply (the store ships within the United States). */
const SHIPPING_COUNTRY = 'US';

/** The offer as the page states it: the store's price, availability and rating (if any). */
export type OfferFacts = { price: Money; isAvailable: boolean; rating: Rating | null };

/** The home page's JSON-LD: the product, its offer, and the organisation that sells it. */
export function homeStructuredData(siteUrl: string, offer: OfferFacts) {
  const organizationId = `${siteUrl}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: product.brand,
        url: `${siteUrl}/`,
        logo: `${siteUrl}/icons/icon-512.png`,
      },
      {
        '@type': 'Product',
        name: product.name,
        description: hero.description,
        image: [`${siteUrl}${fallbackImageSrc(hero.image)}`, `${siteUrl}${socialImage.path}`],
        brand: { '@type': 'Brand', name: product.brand },
        size: `${product.sizeOz} oz`,
        // The store's own figure, only when it has one (review apps' metafields): never invented.
        ...(offer.rating && {
          aggregateRating: {
            '@type': 'AggregateRating' as const,
            ratingValue: offer.rating.value,
            bestRating: offer.rating.best,
            worstRating: offer.rating.worst,
            ratingCount: offer.rating.count,
          },
        }),
        offers: {
          '@type': 'Offer',
          url: `${siteUrl}/`,
          price: offer.price.amount.toFixed(2),
          priceCurrency: offer.price.currencyCode,
          availability: offer.isAvailable
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@id': organizationId },
          shippingDetails: {
            '@type': 'OfferShippingDetails',
            shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'USD' },
            shippingDestination: { '@type': 'DefinedRegion', addressCountry: SHIPPING_COUNTRY },
            deliveryTime: {
              '@type': 'ShippingDeliveryTime',
              handlingTime: {
                '@type': 'QuantitativeValue',
                minValue: 0,
                maxValue: product.shipsWithinHours / 24,
                unitCode: 'DAY',
              },
              transitTime: {
                '@type': 'QuantitativeValue',
                minValue: product.transitDays.min,
                maxValue: product.transitDays.max,
                unitCode: 'DAY',
              },
            },
          },
          hasMerchantReturnPolicy: {
            '@type': 'MerchantReturnPolicy',
            applicableCountry: SHIPPING_COUNTRY,
            returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
            merchantReturnDays: product.returnWindowDays,
            returnMethod: 'https://schema.org/ReturnByMail',
            // The customer pays return shipping, unless the jar arrived damaged or wrong.
            returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
            customerRemorseReturnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
            itemDefectReturnFees: 'https://schema.org/FreeReturn',
          },
        },
      },
    ],
  } as const;
}
