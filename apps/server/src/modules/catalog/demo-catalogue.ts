/**
 * The demo catalogue an empty shop starts with: every head unit, a realistic set of map regions
 * and several versions each. Operators replace it with `npm run catalog -- import`.
 */
export const DEMO_PRICE_CENTS = 3900;

const regions: Record<string, Record<string, number[]>> = {
  'NTG 4.5': {
    Europe: [13, 14, 15, 16],
    'North America': [12, 13, 14],
    'Middle East': [11, 12],
    Russia: [10, 11],
    'Asia-Pacific': [10, 11],
    'South Africa': [9, 10],
    Australia: [9, 10],
  },
  'NTG 5s1': {
    Europe: [6, 7, 8, 9],
    'North America': [6, 7, 8],
    'Middle East': [5, 6],
    Russia: [5, 6],
    'Asia-Pacific': [5, 6],
    'South Africa': [4, 5],
    Australia: [5, 6],
  },
  'NTG 5/5s2': {
    Europe: [7, 8, 9, 10],
    'North America': [7, 8, 9],
    'Middle East': [6, 7],
    Russia: [6, 7],
    'Asia-Pacific': [6, 7],
    'South Africa': [5, 6],
    Australia: [6, 7],
  },
  'NTG 5.5': {
    Europe: [8, 9, 10, 11, 12],
    'North America': [8, 9, 10, 11],
    'Middle East': [7, 8, 9],
    Russia: [7, 8],
    'Asia-Pacific': [8, 9],
    'South Africa': [6, 7],
    Australia: [8, 9, 10],
  },
};

export const DEMO_VARIANTS: Array<{ comand: string; mapRegion: string; version: string }> = Object.entries(
  regions,
).flatMap(([comand, byRegion]) =>
  Object.entries(byRegion).flatMap(([mapRegion, versions]) =>
    versions.map((v) => ({ comand, mapRegion, version: `V${v}.0` })),
  ),
);
