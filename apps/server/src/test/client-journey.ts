/**
 * A reseller's integration written only from the published document: its types are generated
 * from /api/docs/json by openapi-typescript and it calls the shop through openapi-fetch, with no
 * cast. generated-client.test.ts type-checks it against the generated types, then runs it.
 * What happens outside the API (the customer paying on the checkout page, the PIN being
 * obtained) is done by the `outside` callbacks.
 */
import createClient from 'openapi-fetch';
// The generated types live beside this file only while the test runs.
import type { paths } from './generated-api.js';

export interface Outside {
  /** The customer pays on the checkout page; resolves with the address it returns to. */
  pay(paymentUrl: string): Promise<string>;
  /** The shop obtains the order's PIN. */
  fulfil(): Promise<void>;
}

export async function runJourney(
  baseUrl: string,
  email: string,
  password: string,
  file: Blob,
  outside: Outside,
) {
  const client = createClient<paths>({ baseUrl });
  const steps: string[] = [];

  const signUp = await client.POST('/auth/registration/', {
    body: { email, password1: password, password2: password },
  });
  if (signUp.response.status !== 201) throw new Error(`sign-up: ${signUp.response.status}`);
  steps.push('signed up');

  const signIn = await client.POST('/auth/login/', { body: { email, password } });
  if (!signIn.data) throw new Error(`sign-in: ${signIn.error?.code}`);
  let access = signIn.data.access_token;
  const refresh = signIn.data.refresh_token;
  const bearer = () => ({ Authorization: `Bearer ${access}` });
  steps.push('signed in');

  const catalogue = await client.GET('/api/v1/detail/');
  const variant = catalogue.data?.variants[0];
  if (!variant) throw new Error('no variant on offer');
  steps.push(`catalogue: ${catalogue.data?.variants.length} variants`);

  const bundles = await client.GET('/api/v1/bundles/');
  const bundle = bundles.data?.results[0];
  if (!bundle) throw new Error('no token bundle on offer');
  const purchase = await client.POST('/api/v1/payment/bundle/', {
    headers: bearer(),
    body: { fk_bundle: bundle.id },
  });
  if (!purchase.data) throw new Error(`bundle purchase: ${purchase.error?.code}`);
  const returned = new URL(await outside.pay(purchase.data.payment_url));
  const confirmed = await client.POST('/api/v1/payment/bundle/{id}/{payment}', {
    headers: bearer(),
    params: {
      path: {
        id: returned.searchParams.get('bundleId') ?? '',
        payment: returned.searchParams.get('payment') ?? '',
      },
    },
  });
  if (confirmed.data?.status !== 'success') throw new Error(`bundle confirmation: ${confirmed.data?.status}`);
  steps.push(`bought ${bundle.tokens} tokens`);

  const wallet = await client.GET('/api/v1/points-subs/generate/', { headers: bearer() });
  const points = (wallet.data?.points ?? []).reduce((sum, p) => sum + p.amount, 0);
  steps.push(`points: ${points}`);

  const order = await client.POST('/api/v1/points-subs/generate/', {
    headers: bearer(),
    body: { ...variant, vin: 'WDD2050461F123456', type: 'points' },
  });
  if (!order.data) throw new Error(`generate: ${order.error?.code}`);
  await outside.fulfil();
  const check = await client.POST('/api/v1/points-subs/check/{orderId}/', {
    headers: bearer(),
    params: { path: { orderId: order.data.order_id } },
  });
  if (check.data?.status !== 'success' || !check.data.data) throw new Error(`check: ${check.data?.status}`);
  steps.push('PIN received');

  const history = await client.GET('/api/v1/history/', { headers: bearer(), params: { query: { page: 1 } } });
  steps.push(`history: ${history.data?.count} order(s)`);

  const converted = await client.POST('/api/v1/convert', {
    body: { vrx_file: [file] },
    bodySerializer(body) {
      const form = new FormData();
      // The multipart body: each file a binary part (the form-encoded variant sends text).
      for (const part of [body.vrx_file].flat()) {
        form.append('vrx_file', typeof part === 'string' ? new Blob([part]) : part, 'example.vrx');
      }
      return form;
    },
    parseAs: 'arrayBuffer',
  });
  if (!converted.data) throw new Error(`convert: ${converted.error?.code}`);
  steps.push(`zip: ${converted.response.headers.get('content-type')}`);

  const renewed = await client.POST('/auth/token/refresh/', { body: { refresh } });
  if (!renewed.data) throw new Error(`refresh: ${renewed.error?.code}`);
  access = renewed.data.access;
  const status = await client.GET('/auth/user/status/', { headers: bearer() });
  steps.push(`refreshed: ${status.data?.[0]?.email}`);

  const wrong = await client.POST('/api/v1/points-subs/generate/', {
    headers: bearer(),
    body: { ...variant, vin: 'SHORT', type: 'points' },
  });
  steps.push(`refused: ${wrong.response.status} ${wrong.error?.code} ${wrong.error?.vin?.[0] ?? ''}`);
  return steps;
}
