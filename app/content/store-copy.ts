/** The brand's copy from the store's metaobjects, as the build read and checked it
 * (scripts/build/store-content.ts), keyed by the committed copy's own fields: a field renamed in
 * app/content/ fails the type check of the table that fills this. */
import type { Card, committedCallToAction, committedDisclaimers, committedHero } from './home';
import type { committedWholesale } from './wholesale';

/** The fields of a piece of copy the store may edit: its text and its lists of lines. */
export type TextKey<T> = {
  [K in keyof T]-?: T[K] extends string | readonly string[] ? K : never;
}[keyof T] &
  string;

type Copy<T> = { [K in TextKey<T>]?: T[K] extends string ? string : string[] };

export type StoreCopy = {
  hero?: Copy<typeof committedHero>;
  callToAction?: Copy<typeof committedCallToAction>;
  disclaimers?: Copy<typeof committedDisclaimers>;
  wholesale?: Copy<typeof committedWholesale>;
  howToOrder?: Copy<(typeof committedWholesale)['howToOrder']>;
  ingredients?: Partial<Record<number, Copy<Card>>>;
  benefits?: Partial<Record<number, Copy<Card>>>;
};

type Piece = Exclude<keyof StoreCopy, 'ingredients' | 'benefits'>;

/** Where a field of the store goes: a piece of copy and its field, or a card and its field. */
export type CopyTarget =
  | { [P in Piece]: { in: P; key: keyof NonNullable<StoreCopy[P]> & string } }[Piece]
  | { in: 'ingredients' | 'benefits'; card: number; key: TextKey<Card> };

/** Each committed card with the store's edits of it laid over: as many cards, each a Card. */
export function cardsWithCopy<T extends readonly Card[]>(
  cards: T,
  copy: StoreCopy['ingredients'],
): { [I in keyof T]: Card } {
  return cards.map((card, index) => ({ ...card, ...copy?.[index] })) as { [I in keyof T]: Card };
}
