import { product } from '../product';
import type { LegalDocument } from './types';
import type { PageSeo } from '../seo';

/** Left visibly unfilled on purpose: the owner must name the governing law. */
export const GOVERNING_LAW_PLACEHOLDER = '[STATE / JURISDICTION — to be completed]';

/** The terms of service: thirteen sections in this order. */
export const termsOfService = {
  title: 'Terms of Service',
  intro: `These terms apply to every visit to this site and every purchase of ${product.name}. Please read them before you order.`,
  sections: [
    {
      heading: '1. Acceptance of Terms',
      paragraphs: [
        'By using this site or placing an order, you agree to these terms. If you do not agree, please do not use the site.',
      ],
    },
    {
      heading: '2. Products and Services',
      paragraphs: [
        `We sell ${product.name}: raw clover honey infused with ${product.extractRatio} Lion's Mane and Reishi extracts and food-grade mica shimmer, in ${product.sizeOz} oz jars. Product images are illustrations; natural honey varies in colour and texture from batch to batch.`,
      ],
    },
    {
      heading: '3. Order Acceptance',
      paragraphs: [
        'Your order is an offer to buy. We may accept or decline it, for example when a product is out of stock, a price is shown in error or we suspect fraud. If we cancel an order you have paid for, we refund you in full.',
      ],
    },
    {
      heading: '4. Payment',
      paragraphs: [
        'Prices are in US dollars. Payment is taken at checkout through our secure, hosted checkout, which accepts all major cards. Any applicable sales tax is shown before you pay.',
      ],
    },
    {
      heading: '5. Shipping and Delivery',
      paragraphs: [
        `Shipping is free on all orders. Orders ship within ${product.shipsWithinHours} hours (business days). Delivery times are estimates from the carrier and are not guaranteed.`,
      ],
    },
    {
      heading: '6. Returns and Refunds',
      paragraphs: [
        `We offer a ${product.returnWindowDays}-day money-back guarantee from the day your order arrives. Contact us to start a return. You pay the return shipping unless the item arrived defective or we sent the wrong item. Refunds go back to the original payment method.`,
      ],
    },
    {
      heading: '7. Product Information',
      paragraphs: [
        `We describe our product as accurately as we can, including ${product.betaGlucansMg} mg beta-glucans per serving as measured by third-party lab testing. Small variations between batches are normal for a natural product.`,
      ],
    },
    {
      heading: '8. Health Disclaimer',
      paragraphs: [
        'Statements on this site have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease. It is a food, not a medicine. Consult your doctor before use if you are pregnant, nursing, taking medication or have a medical condition, including mushroom or bee-product allergies. Honey is not suitable for infants under 12 months.',
      ],
    },
    {
      heading: '9. Intellectual Property',
      paragraphs: [
        `All content on this site — text, images, logos and design — belongs to ${product.brand} or its licensors and may not be copied without written permission.`,
      ],
    },
    {
      heading: '10. Limitation of Liability',
      paragraphs: [
        'To the fullest extent the law allows, our liability for any claim related to a product is limited to the amount you paid for it. We are not liable for indirect or consequential losses.',
      ],
    },
    {
      heading: '11. Governing Law',
      paragraphs: [
        `These terms are governed by the laws of ${GOVERNING_LAW_PLACEHOLDER}, without regard to its conflict-of-law rules.`,
      ],
    },
    {
      heading: '12. Changes to Terms',
      paragraphs: [
        'We may update these terms from time to time. The version published on this page when you place an order applies to that order.',
      ],
    },
    {
      heading: '13. Contact Information',
      paragraphs: [],
      link: {
        before: 'Questions about these terms? ',
        label: 'Contact us',
        to: '/contact',
        after: ' — we are happy to help.',
      },
    },
  ],
} as const satisfies LegalDocument;

/** The link to the store's customer account, where a subscriber skips, changes or cancels. */
export const MANAGE_SUBSCRIPTION = 'Manage your subscription in your customer account';

/** With selling plans: renewal and cancelling, in "4. Payment" so the thirteen sections stay. */
export const SUBSCRIPTION_TERMS =
  'If you choose a subscription, it renews automatically: each delivery is charged to the same payment method at the price and interval shown when you subscribed, until you cancel. You can skip a delivery, change or cancel your subscription at any time before the next charge from your customer account (the link is in your order confirmation email), or by contacting us.';

/** The terms, with the subscription paragraph when the store offers subscriptions. */
export function termsFor({ subscriptions }: { subscriptions: boolean }): LegalDocument {
  if (!subscriptions) return termsOfService;
  return {
    ...termsOfService,
    sections: termsOfService.sections.map((section) =>
      section.heading === '4. Payment'
        ? { ...section, id: 'payment', paragraphs: [...section.paragraphs, SUBSCRIPTION_TERMS] }
        : section,
    ),
  };
}

export const termsSeo = {
  path: '/terms',
  title: `Terms of Service | ${product.brand}`,
  description: `The terms that apply when you shop with ${product.brand}.`,
} as const satisfies PageSeo;
