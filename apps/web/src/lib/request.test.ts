import { describe, expect, it } from 'vitest';
import { accountApi } from '@navihub/contract/api/account';
import { codesApi } from '@navihub/contract/api/codes';
import { paymentsApi } from '@navihub/contract/api/payments';
import { fakeServer, takeContractViolations, tokenExpiringIn } from '@/testing/fake-server';
import { request, urlOf } from './request';
import { setTokens } from './session';

const CHECK_ID = '4f0f6b0e-8a43-4a59-9d4e-2a4d2b9c1f10';

describe('request(endpoint, input)', () => {
  it('sends a bearer endpoint with the token, its method, its address and its body', async () => {
    const token = tokenExpiringIn(60 * 60_000);
    setTokens({ access_token: token, refresh_token: 'r' });
    const server = fakeServer({
      'POST /api/v1/points-subs/generate/': { body: { order_id: 'o-1', livemode: true } },
    });

    const answer = await request(codesApi.generate, {
      body: { comand: 'NTG 5.5', map_region: 'Europe', version: 'V12', vin: 'WDD2050461F123456' },
    });

    expect(answer.order_id).toBe('o-1');
    const [call] = server.calls;
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(call?.body).toMatchObject({ vin: 'WDD2050461F123456' });
  });

  it('fills path parameters and the query into the address', () => {
    expect(urlOf(codesApi.check, { params: { orderId: 'a/b' } })).toBe('/api/v1/points-subs/check/a%2Fb/');
    expect(urlOf(codesApi.history, { query: { page: 3 } })).toBe('/api/v1/history/?page=3');
    expect(urlOf(accountApi.updateProfile, { params: { id: 7 }, body: {} })).toBe('/api/v1/profile/7');
  });

  it("sends a guest's call to an endpoint with optional sign-in without a token", async () => {
    const server = fakeServer({
      [`POST /api/v1/payment/check/${CHECK_ID}/cs_1/`]: {
        body: { status: 'pending', data: null, message: 'Waiting' },
      },
    });
    const answer = await request(paymentsApi.confirmCardPayment, {
      params: { id: CHECK_ID, payment: 'cs_1' },
    });
    expect(answer.status).toBe('pending');
    expect(server.calls[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('the fake server', () => {
  it('fails a fake that answers outside the contract', async () => {
    setTokens({ access_token: tokenExpiringIn(60 * 60_000), refresh_token: 'r' });
    fakeServer({ 'POST /api/v1/points-subs/generate/': { body: { orderId: 'o-1' } } });

    await expect(
      request(codesApi.generate, {
        body: { comand: 'NTG 5.5', map_region: 'Europe', version: 'V12', vin: 'WDD2050461F123456' },
      }),
    ).rejects.toThrow(/generateCode \(200\) is outside the contract/);
    // Taken here, so this test (which wanted the failure) passes.
    expect(takeContractViolations()).toHaveLength(1);
  });
});
