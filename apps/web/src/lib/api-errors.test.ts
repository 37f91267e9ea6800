import { describe, expect, it } from 'vitest';
import { firstErrorOf } from './api-errors';
import { ApiError } from './http';

describe('firstErrorOf', () => {
  it('reads the fields in the order asked, not the detail that repeats the first the server named', () => {
    const error = new ApiError(400, {
      comand: ['Comand is required'],
      vin: ['The length of VIN must be 17 characters.'],
      detail: 'Comand is required',
      code: 'invalid',
    });
    expect(firstErrorOf(error, ['detail', 'vin', 'comand'])).toBe('The length of VIN must be 17 characters.');
  });

  it('reads detail when no field is named', () => {
    const error = new ApiError(402, { detail: 'You have no points.', code: 'no_entitlement' });
    expect(firstErrorOf(error, ['detail', 'vin'])).toBe('You have no points.');
  });
});
