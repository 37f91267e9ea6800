import { describe, expect, it } from 'vitest';
import { isConvertibleName } from './file-type';

describe('isConvertibleName (spec §5: the last four characters)', () => {
  it.each(['example.vrx', 'EXAMPLE.VRX', 'coding.vcx', 'radio.sgde', 'Radio.SGDE', 'xsgde'])(
    'accepts %s',
    (name) => expect(isConvertibleName(name)).toBe(true),
  );
  it.each(['notes.txt', 'example.vrx.txt', 'module.aed', 'vrx', '.sgd', ''])('refuses %s', (name) =>
    expect(isConvertibleName(name)).toBe(false),
  );
});
