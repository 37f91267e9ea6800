import { expect, test } from '@playwright/test';
import {
  api,
  baseUrl,
  createAccount,
  PASSWORD,
  shortTokenUrl,
  signIn,
  uniqueEmail,
  waitForMail,
} from '../support/shop.js';

test('sign up, land on the profile signed in, then log out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Logged in successfully!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password update' })).toBeVisible();
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  await page.getByRole('button', { name: email }).click();
  await expect(page.getByText('My Account', { exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Session ended', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
});

test('a wrong password shows the error toast and keeps the visitor signed out', async ({ page }) => {
  const { email } = await createAccount(baseUrl());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Unable to log in with provided credentials.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('reset the password through the e-mailed link', async ({ page }) => {
  const { email } = await createAccount(baseUrl());
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/forgot=true/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Request successfully sent on your email', { exact: true })).toBeVisible();

  const mail = await waitForMail(email, /create-password\?token=/);
  const link = /(http:\/\/[^\s"<>]+\/create-password\?token=[^\s"<>]+&id=\d+)/.exec(mail)![1]!;
  await page.goto(link.replace(/&amp;/g, '&'));
  const newPassword = 'my new e2e password';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password reseted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  expect((await api(baseUrl(), 'POST', '/auth/login/', { email, password: PASSWORD })).status).toBe(400);
  await signIn(page, email, newPassword);
});

test('confirm the e-mail address through the link mailed at sign-up', async ({ page }) => {
  const { email } = await createAccount(baseUrl());
  const mail = await waitForMail(email, /confirm-email\//);
  const link = /(http:\/\/[^\s"<>]+\/confirm-email\/[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText('E-mail address confirmed', { exact: true })).toBeVisible();

  await page.goto('/confirm-email/not-a-key');
  await expect(
    page.getByText('The confirmation link is invalid or has expired.', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText('Verification e-mail sent.', { exact: true })).toBeVisible();
});

test('a session outlives its short-lived access token', async ({ page }) => {
  const { email, password } = await createAccount(shortTokenUrl());
  await page.goto(`${shortTokenUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  // The server's access tokens live 2 s: by now the first one has expired.
  await page.waitForTimeout(3000);
  await page.goto(`${shortTokenUrl()}/profile/settings`);
  await expect(page.getByRole('switch', { name: 'Navigation codes Notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: email })).toBeVisible();
  await expect(page.getByText('Session ended', { exact: true })).toHaveCount(0);
});

test('a revoked refresh token ends the session', async ({ page }) => {
  const { email, password } = await createAccount(shortTokenUrl());
  await page.goto(`${shortTokenUrl()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: email })).toBeVisible();

  // A password change from another session revokes every other refresh token, whichever one the
  // browser holds after its own rotations.
  const other = await api(shortTokenUrl(), 'POST', '/auth/login/', { email, password });
  const change = await api(
    shortTokenUrl(),
    'POST',
    '/auth/users/set_password/',
    { current_password: password, new_password: 'a changed password 1' },
    other.body.access_token as string,
  );
  expect(change.status).toBe(200);
  await page.waitForTimeout(3000);
  await page.goto(`${shortTokenUrl()}/profile`);
  await expect(page.getByText('Session ended', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authTokens'))).toBeNull();
});

test('the home page shows the three service cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: /Navigation codes/ })).toHaveAttribute(
    'href',
    '/navipin',
  );
  await expect(page.getByRole('link', { name: /ONLINE VRX to AED converter/ })).toHaveAttribute(
    'href',
    '/vrxtool',
  );
  await expect(page.getByText('Remote service', { exact: true })).toBeVisible();
  await expect(page.getByText('FBS3 component virginizing', { exact: true })).toBeVisible();
  await expect(page.getByText('Available worldwide', { exact: true })).toBeVisible();
});
