/** Every public route of spec §2 that is prerendered and listed for search engines. */
export const PUBLIC_PATHS = ['/', '/wholesale', '/contact', '/privacy', '/terms'] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];
