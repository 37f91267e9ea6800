/**
 * The order reference a customer sees and reads out ("NH-7K3Q-92"), made from the order's number;
 * the long id stays internal (issue 17). Crockford's base-32 alphabet (no I, L, O, U: nothing to
 * misread) after a fixed scramble of the number, so neighbouring orders do not look alike, then
 * two check digits so a mistyped reference is known as one rather than found as another order.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Four base-32 characters: 32^4 = 1,048,576 references, then the body simply grows. */
const BODY_LENGTH = 4;
const SPACE = 32 ** BODY_LENGTH;
/** An odd multiplier is a bijection on [0, SPACE); its inverse undoes it. */
const MULTIPLIER = 386_357;
const INVERSE = modularInverse(MULTIPLIER, SPACE);

function modularInverse(a: number, m: number): number {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

const mulMod = (a: number, b: number, m: number) => Number((BigInt(a) * BigInt(b)) % BigInt(m));

function checkDigits(n: number): string {
  return String(((n * 7) % 97) + 2).padStart(2, '0');
}

/** "NH-7K3Q-92" for order number 42; numbers beyond a million get a longer body. */
export function orderReference(orderNumber: number): string {
  const low = orderNumber % SPACE;
  const high = Math.floor(orderNumber / SPACE);
  let scrambled = mulMod(low, MULTIPLIER, SPACE) + high * SPACE;
  let body = '';
  do {
    body = ALPHABET[scrambled % 32] + body;
    scrambled = Math.floor(scrambled / 32);
  } while (scrambled > 0);
  return `NH-${body.padStart(BODY_LENGTH, '0')}-${checkDigits(orderNumber)}`;
}

/**
 * The order number of a reference as a person may type it (any case, with or without "NH-" and
 * dashes, O for 0, I or L for 1); null when it is not one or its check digits do not match.
 */
export function orderNumberOfReference(text: string): number | null {
  const cleaned = text
    .trim()
    .toUpperCase()
    .replace(/^NH/, '')
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const match = /^([0-9A-HJKMNP-TV-Z]{4,8})(\d{2})$/.exec(cleaned);
  if (!match) return null;
  let scrambled = 0;
  for (const char of match[1]!) scrambled = scrambled * 32 + ALPHABET.indexOf(char);
  const low = mulMod(scrambled % SPACE, INVERSE, SPACE);
  const number = low + Math.floor(scrambled / SPACE) * SPACE;
  if (!Number.isSafeInteger(number) || checkDigits(number) !== match[2]) return null;
  return number;
}
