/** The Storefront API operations the shop uses; validated against Shopify's schema in tests. */
import { RATING_SELECTION, type RatingMetafields } from './rating';

export const PRODUCT_QUERY = `#graphql
  query Product($id: ID!) {
    product(id: $id) {
      onlineStoreUrl
      availableForSale${RATING_SELECTION}
      variants(first: 1) {
        nodes {
          id
          availableForSale
          price {
            amount
            currencyCode
          }
        }
      }
    }
  }
`;

export type ProductQueryData = {
  product:
    | (RatingMetafields & {
        onlineStoreUrl: string | null;
        availableForSale: boolean;
        variants: {
          nodes: {
            id: string;
            availableForSale: boolean;
            price: { amount: string; currencyCode: string };
          }[];
        };
      })
    | null;
};

/** The variant named by VITE_SHOPIFY_VARIANT_ID, with the product fields the page shows. */
export const VARIANT_QUERY = `#graphql
  query Variant($id: ID!) {
    variant: node(id: $id) {
      ... on ProductVariant {
        id
        availableForSale
        price {
          amount
          currencyCode
        }
        product {
          onlineStoreUrl
          availableForSale${RATING_SELECTION}
        }
      }
    }
  }
`;

export type VariantQueryData = {
  variant: {
    id?: string;
    availableForSale?: boolean;
    price?: { amount: string; currencyCode: string };
    product?: RatingMetafields & { onlineStoreUrl: string | null; availableForSale: boolean };
  } | null;
};

const CART_CREATE_SELECTION = `
    cartCreate(input: $input) {
      cart {
        checkoutUrl
        discountCodes {
          code
          applicable
        }
      }
      userErrors {
        field
        message
      }
    }`;

/** The cart, for a build whose consent the platform handles (VITE_CONSENT_MODE=off). */
export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!) {${CART_CREATE_SELECTION}
  }
`;

/**
 * The cart with the visitor's choice, which Shopify carries into the checkout's URL (Storefront
 * API 2025-10 and later: `@inContext(visitorConsent:)`).
 */
export const CART_CREATE_WITH_CONSENT_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!, $visitorConsent: VisitorConsent!)
  @inContext(visitorConsent: $visitorConsent) {${CART_CREATE_SELECTION}
  }
`;

export type CartCreateData = {
  cartCreate: {
    cart: {
      checkoutUrl: string;
      /** Whether each code asked for applies to the cart (absent in an older store's answer). */
      discountCodes?: { code: string; applicable: boolean }[];
    } | null;
    userErrors: { field: string[] | null; message: string }[];
  } | null;
};
