import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair } from 'jose';
import { messages } from '@navihub/contract/messages';
import { startFakeGoogle, type FakeGoogle } from '../../test/fake-google.js';
import { setAccountSettings } from './staff-accounts.js';
import {
  call,
  createTestShop,
  PASSWORD,
  signUp,
  uniqueEmail,
  type TestShop,
  errorAnswer,
} from '../../test/harness.js';

let google: FakeGoogle;
let shop: TestShop;

beforeAll(async () => {
  google = await startFakeGoogle();
  shop = await createTestShop(google.env);
});
afterAll(async () => {
  await shop.close();
  await google.close();
});

/** Confirms the address with the key of the link mailed at sign-up. */
async function confirmAddress(email: string) {
  await shop.app.mailWorker.drain();
  const mail = shop.mail.sent.filter((m) => m.to === email).at(-1);
  const key = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  const res = await call(shop.app, 'POST', '/auth/registration/verify-email/', { body: { key } });
  expect(res.status).toBe(200);
}

describe('Google sign-in', () => {
  it('refuses an account an admin disabled, and lets it in again once enabled', async () => {
    const email = uniqueEmail('google-disabled');
    const first = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-disabled', email }) },
    });
    const status = await call(shop.app, 'GET', '/auth/user/status/', {
      token: first.body.access_token as string,
    });
    const id = status.body[0]?.pk as number;
    const db = shop.database.db;
    await db.transaction((tx) => setAccountSettings(tx, id, { disabled: true }));
    const refused = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-disabled', email }) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(errorAnswer('invalid', { non_field_errors: [messages.accountDisabled] }));
    await db.transaction((tx) => setAccountSettings(tx, id, { disabled: false }));
    const again = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-disabled', email }) },
    });
    expect(again.status).toBe(200);
  });

  it('creates an account for a new Google identity and signs it in', async () => {
    const email = uniqueEmail('google');
    const res = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-1', email }) },
    });
    expect(res.status).toBe(200);
    const status = await call(shop.app, 'GET', '/auth/user/status/', {
      token: res.body.access_token as string,
    });
    expect(status.body[0]?.email).toBe(email);
    const again = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-1', email }) },
    });
    const statusAgain = await call(shop.app, 'GET', '/auth/user/status/', {
      token: again.body.access_token as string,
    });
    expect(statusAgain.body[0]?.pk).toBe(status.body[0]?.pk);
  });

  it('links a confirmed password account with the same e-mail, keeping its password and sessions', async () => {
    const user = await signUp(shop.app);
    await confirmAddress(user.email);
    const res = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-2', email: user.email }) },
    });
    const status = await call(shop.app, 'GET', '/auth/user/status/', {
      token: res.body.access_token as string,
    });
    expect(status.body[0]?.pk).toBe(user.id);
    expect(
      (await call(shop.app, 'POST', '/auth/login/', { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(200);
    expect(
      (await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } })).status,
    ).toBe(200);
  });

  it('takes over an unconfirmed password account: the password and sessions of whoever registered it end', async () => {
    // The attacker registers the victim's address with a password and keeps a session.
    const attacker = await signUp(shop.app, uniqueEmail('victim'), 'attacker password 1');
    // Later the victim signs in with Google.
    const res = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-4', email: attacker.email }) },
    });
    expect(res.status).toBe(200);
    const status = await call(shop.app, 'GET', '/auth/user/status/', {
      token: res.body.access_token as string,
    });
    expect(status.body[0]?.pk).toBe(attacker.id);

    const login = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: attacker.email, password: 'attacker password 1' },
    });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(errorAnswer('invalid', { non_field_errors: [messages.badCredentials] }));
    const refresh = await call(shop.app, 'POST', '/auth/token/refresh/', {
      body: { refresh: attacker.refresh },
    });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('token_not_valid');
    // The attacker's access token ends with the session, not minutes later when it expires.
    const attackerStatus = await call(shop.app, 'GET', '/auth/user/status/', { token: attacker.access });
    expect(attackerStatus.status).toBe(401);

    // The victim's own session works, and Google signs in to the same account again.
    const victimRefresh = await call(shop.app, 'POST', '/auth/token/refresh/', {
      body: { refresh: res.body.refresh_token },
    });
    expect(victimRefresh.status).toBe(200);
    const again = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await google.idToken({ sub: 'g-4', email: attacker.email }) },
    });
    expect(again.status).toBe(200);
  });

  it('gives two Google sign-ins that arrive together the same taken-over account', async () => {
    const attacker = await signUp(shop.app, uniqueEmail('together'), 'attacker password 2');
    const idToken = await google.idToken({ sub: 'g-5', email: attacker.email });
    const answers = await Promise.all(
      [1, 2].map(() => call(shop.app, 'POST', '/auth/google/', { body: { id_token: idToken } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const answer of answers) {
      const status = await call(shop.app, 'GET', '/auth/user/status/', {
        token: answer.body.access_token as string,
      });
      expect(status.body[0]?.pk).toBe(attacker.id);
    }
    const login = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: attacker.email, password: 'attacker password 2' },
    });
    expect(login.status).toBe(400);
  });

  it('refuses tokens for another client, an unverified e-mail or a foreign key', async () => {
    const other = await generateKeyPair('RS256');
    const bad = [
      await google.idToken({ sub: 'g-3', email: uniqueEmail() }, { audience: 'someone-else' }),
      await google.idToken({ sub: 'g-3', email: uniqueEmail(), email_verified: false }),
      await google.idToken({ sub: 'g-3', email: uniqueEmail() }, { key: other.privateKey }),
      await google.idToken({ sub: 'g-3', email: uniqueEmail() }, { issuer: 'https://evil.example' }),
      'not-a-token',
    ];
    for (const id_token of bad) {
      const res = await call(shop.app, 'POST', '/auth/google/', { body: { id_token } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorAnswer('invalid', { non_field_errors: [messages.googleTokenInvalid] }));
    }
  });
});

describe('Google sign-in when not configured', () => {
  it('answers a clear 400', async () => {
    const plain = await createTestShop();
    try {
      const res = await call(plain.app, 'POST', '/auth/google/', { body: { id_token: 'anything' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        errorAnswer('google_not_configured', { detail: messages.googleNotConfigured }),
      );
      const site = await call(plain.app, 'GET', '/api/v1/site/');
      expect(site.body.google_client_id).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
