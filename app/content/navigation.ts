export type NavItem =
  | { kind: 'route'; label: string; to: string }
  /** A section of the home page: smooth-scrolls there. */
  | { kind: 'section'; label: string; sectionId: string };

export const INGREDIENTS_SECTION_ID = 'ingredients';

/** The shared header and the hero carry the same four links. */
export const primaryNav = [
  { kind: 'route', label: 'Shop', to: '/' },
  { kind: 'section', label: 'Ingredients', sectionId: INGREDIENTS_SECTION_ID },
  { kind: 'route', label: 'Wholesale', to: '/wholesale' },
  { kind: 'route', label: 'Contact', to: '/contact' },
] as const satisfies readonly NavItem[];

export const footerNav = [
  { label: 'Wholesale', to: '/wholesale' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Accessibility', to: '/accessibility' },
] as const satisfies readonly { label: string; to: string }[];

export const navigationCopy = {
  skipLink: 'Skip to content',
  primaryNavLabel: 'Main',
  footerNavLabel: 'Footer',
  /** To the store's customer account, shown when the jar is sold on a plan. */
  manageSubscription: 'Manage subscription',
  backToHome: 'Back to Home',
  backToHomeArrow: '← Back to Home',
  cookieSettings: 'Cookie settings',
} as const;
