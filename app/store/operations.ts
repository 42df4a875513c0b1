/** The Storefront API operations the shop uses; validated against Shopify's schema in tests. */
import { RATING_SELECTION, type RatingMetafields } from './rating';
import { SELLING_PLAN_SELECTION, type SellingPlanAllocationsData } from './selling-plans';

export const PRODUCT_QUERY = `#graphql
  query Product($id: ID!) {
    product(id: $id) {
      onlineStoreUrl
      availableForSale
      requiresSellingPlan${RATING_SELECTION}
      variants(first: 1) {
        nodes {
          id
          availableForSale
          price {
            amount
            currencyCode
          }${SELLING_PLAN_SELECTION}
        }
      }
    }
  }
`;

type Price = { amount: string; currencyCode: string };

export type ProductFields = RatingMetafields & {
  onlineStoreUrl: string | null;
  availableForSale: boolean;
  /** Absent in an answer from before subscriptions were asked for. */
  requiresSellingPlan?: boolean;
};

export type VariantFields = SellingPlanAllocationsData & {
  id: string;
  availableForSale?: boolean;
  price: Price;
};

export type ProductQueryData = {
  product: (ProductFields & { variants: { nodes: VariantFields[] } }) | null;
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
        }${SELLING_PLAN_SELECTION}
        product {
          onlineStoreUrl
          availableForSale
          requiresSellingPlan${RATING_SELECTION}
        }
      }
    }
  }
`;

export type VariantQueryData = {
  variant:
    (SellingPlanAllocationsData & Partial<VariantFields> & { product?: ProductFields }) | null;
};

/** The cart with its line as made (jar, price) and why not: the product need not be asked first. */
const CART_CREATE_SELECTION = `
    cartCreate(input: $input) {
      cart {
        checkoutUrl
        discountCodes {
          code
          applicable
        }
        lines(first: 1) {
          nodes {
            merchandise {
              ... on ProductVariant {
                id
                availableForSale
                product {
                  id
                }
              }
            }
            cost {
              amountPerQuantity {
                amount
                currencyCode
              }
              totalAmount {
                amount
                currencyCode
              }
            }
            discountAllocations {
              discountedAmount {
                amount
                currencyCode
              }
            }
          }
        }
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        code
        message
      }
    }`;

/** The cart, for a build whose consent the platform handles (VITE_CONSENT_MODE=off). */
export const CART_CREATE_MUTATION = `#graphql
  mutation CartCreate($input: CartInput!) {${CART_CREATE_SELECTION}
  }
`;

/** The cart with the visitor's choice (`@inContext(visitorConsent:)`, API 2025-10 on). */
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
      lines?: {
        nodes: {
          merchandise: { id?: string; availableForSale?: boolean; product?: { id: string } };
          cost: {
            amountPerQuantity: Price;
            /** The line after the store's discounts on it. */
            totalAmount: Price;
          };
          discountAllocations?: { discountedAmount: Price }[];
        }[];
      };
    } | null;
    userErrors: { code?: string | null; field: string[] | null; message: string }[];
    warnings?: { code: string; message: string }[];
  } | null;
};
