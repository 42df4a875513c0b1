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
} as const satisfies ProductFacts;
