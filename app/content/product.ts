export type ProductFacts = {
  brand: string;
  name: string;
  priceUsd: number;
  sizeOz: number;
  wholesaleMinimumUnits: number;
  betaGlucansMg: number;
  extractRatio: string;
  returnWindowDays: number;
  shipsWithinHours: number;
  /** The carrier's usual days in transit inside the US, after the jar ships (an estimate). */
  transitDays: { min: number; max: number };
};

/** The product's facts. Copy elsewhere is written from these numbers. */
export const product = {
  brand: 'Lumen Hive',
  name: 'Lumen Hive Mushroom Honey',
  priceUsd: 34,
  sizeOz: 12.9,
  wholesaleMinimumUnits: 9,
  betaGlucansMg: 310,
  extractRatio: '12:1',
  returnWindowDays: 30,
  shipsWithinHours: 24,
  transitDays: { min: 2, max: 5 },
} as const satisfies ProductFacts;
