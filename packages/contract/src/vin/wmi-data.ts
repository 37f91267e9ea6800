/**
 * World manufacturer identifiers (VIN positions 1–3).
 *
 * `country` is the country the WMI is registered for (ISO 3780 range), which is where most, not
 * necessarily all, of its vehicles are built; the plant code (position 11) says where a car was built.
 * Every group names its public source. A WMI missing here decodes with an unknown maker and falls
 * back to the ISO 3780 region/country (regions.ts).
 */

export type MercedesWmiKind = 'car' | 'suv' | 'van' | 'truck' | 'bus';

export interface WmiEntry {
  readonly maker: string;
  readonly country: string;
  /** What the WMI covers, e.g. 'passenger cars (Daimler AG)'. */
  readonly note?: string;
  /** Set for Mercedes-Benz WMIs: which vehicle group the code is used for. */
  readonly mercedes?: MercedesWmiKind;
}

const MB = 'Mercedes-Benz';

/**
 * Mercedes-Benz.
 * Sources:
 * - cariffy.com "Mercedes-Benz VIN Number Decoder" and "USA Mercedes-Benz VIN Number Decoder" (WDB, WDC, WDD, 9BM, 9DB);
 * - Wikibooks "Vehicle Identification Numbers (VIN codes)/Mercedes-Benz/VIN Codes" (WDB, WDC, WDD, W1K, W1N, 4JG, 55S);
 * - mbpassion.de "Mercedes-Benz AG nutzt neue Weltherstellercodes" (2019-12: WDD → W1K, WDC/WDB → W1N, WMX kept for AMG GT);
 * - TINA.org "VIN decoding: Mercedes-Benz Sprinter" from NHTSA Part 565 data (WD3 truck, WD4 MPV, WDA incomplete, WDZ bus);
 * - idlesign/vininfo WMI dictionary, compiled from Wikipedia's WMI list (VSA, 9BM, 8AC, 8BR, 8BT, LE4, NLE, WCD, WDF, WDP, WDR, WDY, WME);
 * - Daimler VeDoc test data published on GitHub (W1T trucks, WDF vans, LE4 Beijing Benz, 4JG).
 * Entries marked "issue brief" (W1V, W1W, ADB, NMB, KPD, RLM, MHL) come from the list of Mercedes-Benz
 * codes and were not corroborated by a second public source while building this table.
 */
export const MERCEDES_WMIS: Readonly<Record<string, WmiEntry>> = {
  WDB: {
    maker: MB,
    country: 'Germany',
    note: 'Daimler-Benz / DaimlerChrysler / Daimler AG passenger cars (and older commercial vehicles)',
    mercedes: 'car',
  },
  WDD: {
    maker: MB,
    country: 'Germany',
    note: 'DaimlerChrysler AG / Daimler AG passenger cars',
    mercedes: 'car',
  },
  WDC: {
    maker: MB,
    country: 'Germany',
    note: 'DaimlerChrysler AG / Daimler AG SUVs (also US-built SUVs)',
    mercedes: 'suv',
  },
  W1K: {
    maker: MB,
    country: 'Germany',
    note: 'Daimler AG / Mercedes-Benz AG passenger cars (from late 2019, successor of WDD)',
    mercedes: 'car',
  },
  W1N: {
    maker: MB,
    country: 'Germany',
    note: 'Daimler AG / Mercedes-Benz AG SUVs (from late 2019, successor of WDC/WDB)',
    mercedes: 'suv',
  },
  WMX: { maker: MB, country: 'Germany', note: 'Mercedes-AMG GmbH (e.g. SLS AMG, AMG GT)', mercedes: 'car' },
  WDF: { maker: MB, country: 'Germany', note: 'Mercedes-Benz vans (e.g. Vito / V-Class)', mercedes: 'van' },
  W1V: { maker: MB, country: 'Germany', note: 'Mercedes-Benz vans (issue brief)', mercedes: 'van' },
  W1W: { maker: MB, country: 'Germany', note: 'Mercedes-Benz vans (issue brief)', mercedes: 'van' },
  W1T: { maker: MB, country: 'Germany', note: 'Mercedes-Benz trucks', mercedes: 'truck' },
  WD3: { maker: MB, country: 'Germany', note: 'Mercedes-Benz Sprinter, truck (US market)', mercedes: 'van' },
  WD4: {
    maker: MB,
    country: 'Germany',
    note: 'Mercedes-Benz Sprinter / Metris, multipurpose passenger vehicle (US market)',
    mercedes: 'van',
  },
  WDA: {
    maker: MB,
    country: 'Germany',
    note: 'Mercedes-Benz Sprinter, incomplete vehicle (US market)',
    mercedes: 'van',
  },
  WDZ: { maker: MB, country: 'Germany', note: 'Mercedes-Benz Sprinter, bus (US market)', mercedes: 'van' },
  WCD: { maker: MB, country: 'Germany', note: 'Sprinter', mercedes: 'van' },
  WDP: { maker: MB, country: 'Germany', note: 'Sprinter', mercedes: 'van' },
  WDR: { maker: MB, country: 'Germany', note: 'Sprinter', mercedes: 'van' },
  WDY: { maker: MB, country: 'Germany', note: 'Sprinter', mercedes: 'van' },
  '4JG': {
    maker: MB,
    country: 'United States',
    note: 'Mercedes-Benz U.S. International, Tuscaloosa (SUVs)',
    mercedes: 'suv',
  },
  '55S': {
    maker: MB,
    country: 'United States',
    note: 'Mercedes-Benz U.S. International, Tuscaloosa (passenger cars)',
    mercedes: 'car',
  },
  VSA: { maker: MB, country: 'Spain', note: 'Mercedes-Benz España, Vitoria (vans)', mercedes: 'van' },
  '9BM': { maker: MB, country: 'Brazil', note: 'Mercedes-Benz do Brasil', mercedes: 'truck' },
  '9DB': {
    maker: MB,
    country: 'Brazil',
    note: 'Daimler AG, production in Brazil for the US/Canadian market',
    mercedes: 'car',
  },
  '8AC': { maker: MB, country: 'Argentina', note: 'Mercedes-Benz Argentina' },
  '8BR': { maker: MB, country: 'Argentina', note: 'Mercedes-Benz Argentina' },
  '8BT': { maker: MB, country: 'Argentina', note: 'Mercedes-Benz Argentina' },
  LE4: { maker: MB, country: 'China', note: 'Beijing Benz Automotive Co.', mercedes: 'car' },
  NLE: { maker: MB, country: 'Turkey', note: 'Mercedes-Benz Türk (trucks)', mercedes: 'truck' },
  NMB: { maker: MB, country: 'Turkey', note: 'Mercedes-Benz Türk (buses) (issue brief)', mercedes: 'bus' },
  ADB: {
    maker: MB,
    country: 'South Africa',
    note: 'Mercedes-Benz South Africa (issue brief)',
    mercedes: 'car',
  },
  KPD: { maker: MB, country: 'South Korea', note: 'issue brief' },
  RLM: { maker: MB, country: 'Vietnam', note: 'Mercedes-Benz Vietnam (issue brief)' },
  MHL: { maker: MB, country: 'Indonesia', note: 'Mercedes-Benz Indonesia (issue brief)' },
};

/**
 * Other makers: common WMIs only.
 * Source: Wikipedia "Vehicle identification number", section "List of common WMI" (compiled from the
 * NHTSA vPIC manufacturer/WMI records and SAE assignments), cross-checked against idlesign/vininfo's
 * WMI dictionary.
 */
const OTHER_WMIS: Readonly<Record<string, readonly [maker: string, country: string]>> = {
  // Volkswagen group
  WVW: ['Volkswagen', 'Germany'],
  WVG: ['Volkswagen', 'Germany'],
  WV1: ['Volkswagen Commercial Vehicles', 'Germany'],
  WV2: ['Volkswagen Commercial Vehicles', 'Germany'],
  '1VW': ['Volkswagen', 'United States'],
  '3VW': ['Volkswagen', 'Mexico'],
  '9BW': ['Volkswagen', 'Brazil'],
  AAV: ['Volkswagen', 'South Africa'],
  LSV: ['SAIC Volkswagen', 'China'],
  LFV: ['FAW-Volkswagen', 'China'],
  WAU: ['Audi', 'Germany'],
  WA1: ['Audi', 'Germany'],
  TRU: ['Audi', 'Hungary'],
  WUA: ['Audi Sport', 'Germany'],
  WP0: ['Porsche', 'Germany'],
  WP1: ['Porsche', 'Germany'],
  TMB: ['Škoda', 'Czech Republic'],
  VSS: ['SEAT', 'Spain'],
  ZHW: ['Lamborghini', 'Italy'],
  SCB: ['Bentley', 'United Kingdom'],
  VF9: ['Bugatti', 'France'],
  // BMW group
  WBA: ['BMW', 'Germany'],
  WBS: ['BMW M', 'Germany'],
  WBY: ['BMW i', 'Germany'],
  '4US': ['BMW', 'United States'],
  '5UX': ['BMW', 'United States'],
  '5YM': ['BMW M', 'United States'],
  WMW: ['MINI', 'Germany'],
  SCA: ['Rolls-Royce', 'United Kingdom'],
  // smart (Daimler brand, not Mercedes-Benz)
  WME: ['smart', 'Germany'],
  // Opel / Vauxhall
  W0L: ['Opel', 'Germany'],
  W0V: ['Opel', 'Germany'],
  // Ford
  WF0: ['Ford', 'Germany'],
  SFA: ['Ford', 'United Kingdom'],
  '1FA': ['Ford', 'United States'],
  '1FM': ['Ford', 'United States'],
  '1FT': ['Ford', 'United States'],
  '3FA': ['Ford', 'Mexico'],
  '1LN': ['Lincoln', 'United States'],
  // General Motors
  '1G1': ['Chevrolet', 'United States'],
  '1GC': ['Chevrolet', 'United States'],
  '1GN': ['Chevrolet', 'United States'],
  '2G1': ['Chevrolet', 'Canada'],
  '3G1': ['Chevrolet', 'Mexico'],
  '1G4': ['Buick', 'United States'],
  '1G6': ['Cadillac', 'United States'],
  '1GY': ['Cadillac', 'United States'],
  '1GT': ['GMC', 'United States'],
  '1GK': ['GMC', 'United States'],
  KL1: ['Chevrolet (GM Korea)', 'South Korea'],
  // Stellantis and predecessors
  '1C3': ['Chrysler', 'United States'],
  '1C4': ['Chrysler / Dodge / Jeep', 'United States'],
  '1C6': ['Ram', 'United States'],
  '2C3': ['Chrysler', 'Canada'],
  '1J4': ['Jeep', 'United States'],
  ZFA: ['Fiat', 'Italy'],
  ZAR: ['Alfa Romeo', 'Italy'],
  ZFF: ['Ferrari', 'Italy'],
  ZAM: ['Maserati', 'Italy'],
  VF1: ['Renault', 'France'],
  VF3: ['Peugeot', 'France'],
  VF7: ['Citroën', 'France'],
  // Toyota / Lexus
  JTD: ['Toyota', 'Japan'],
  JTE: ['Toyota', 'Japan'],
  JTM: ['Toyota', 'Japan'],
  JTN: ['Toyota', 'Japan'],
  JTH: ['Lexus', 'Japan'],
  JTJ: ['Lexus', 'Japan'],
  '4T1': ['Toyota', 'United States'],
  '4T3': ['Toyota', 'United States'],
  '5TD': ['Toyota', 'United States'],
  '5TF': ['Toyota', 'United States'],
  '2T1': ['Toyota', 'Canada'],
  '2T3': ['Toyota', 'Canada'],
  SB1: ['Toyota', 'United Kingdom'],
  NMT: ['Toyota', 'Turkey'],
  VNK: ['Toyota', 'France'],
  // Honda / Acura
  JHM: ['Honda', 'Japan'],
  '1HG': ['Honda', 'United States'],
  '2HG': ['Honda', 'Canada'],
  '5FN': ['Honda', 'United States'],
  '5J6': ['Honda', 'United States'],
  SHH: ['Honda', 'United Kingdom'],
  JH4: ['Acura', 'Japan'],
  '19U': ['Acura', 'United States'],
  // Nissan / Infiniti
  JN1: ['Nissan', 'Japan'],
  JN8: ['Nissan', 'Japan'],
  '1N4': ['Nissan', 'United States'],
  '1N6': ['Nissan', 'United States'],
  '5N1': ['Nissan', 'United States'],
  '3N1': ['Nissan', 'Mexico'],
  SJN: ['Nissan', 'United Kingdom'],
  JNK: ['Infiniti', 'Japan'],
  // Hyundai / Kia
  KMH: ['Hyundai', 'South Korea'],
  '5NP': ['Hyundai', 'United States'],
  TMA: ['Hyundai', 'Czech Republic'],
  KNA: ['Kia', 'South Korea'],
  KND: ['Kia', 'South Korea'],
  '5XY': ['Kia', 'United States'],
  U5Y: ['Kia', 'Slovakia'],
  // Others
  YV1: ['Volvo', 'Sweden'],
  YV4: ['Volvo', 'Sweden'],
  SAL: ['Land Rover', 'United Kingdom'],
  SAJ: ['Jaguar', 'United Kingdom'],
  '5YJ': ['Tesla', 'United States'],
  '7SA': ['Tesla', 'United States'],
  LRW: ['Tesla', 'China'],
  JF1: ['Subaru', 'Japan'],
  JF2: ['Subaru', 'Japan'],
  JM1: ['Mazda', 'Japan'],
  JMZ: ['Mazda', 'Japan'],
  JA3: ['Mitsubishi', 'Japan'],
  JA4: ['Mitsubishi', 'Japan'],
  JS2: ['Suzuki', 'Japan'],
  LBV: ['BMW Brilliance', 'China'],
};

export const WMI_TABLE: Readonly<Record<string, WmiEntry>> = {
  ...Object.fromEntries(
    Object.entries(OTHER_WMIS).map(([wmi, [maker, country]]) => [wmi, { maker, country } satisfies WmiEntry]),
  ),
  ...MERCEDES_WMIS,
};
