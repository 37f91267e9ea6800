/**
 * One SMTP peer and two shop servers for the whole run: the main shop, and one whose access
 * tokens live two seconds so a session must outlive them.
 */
import { operatorCommand, startShop } from './servers.js';
import { startSmtpPeer } from './smtp-peer.js';

export default async function globalSetup() {
  const smtp = await startSmtpPeer();
  const smtpUrl = `smtp://127.0.0.1:${smtp.smtpPort}`;
  // A customer with navigation points, granted by the operator command before the shop opens.
  const pointsUser = { email: 'points.customer@example.com', password: 'points customer 1' };
  // The back-office's shop: PINs are entered by staff (PIN_PROVIDER=manual); a staff member, an
  // admin and a customer are created before it opens.
  const staff = { email: 'staff@example.com', password: 'staff member 1' };
  const admin = { email: 'admin@example.com', password: 'admin member 1' };
  const customer = { email: 'plain.customer@example.com', password: 'plain customer 1' };
  const [main, shortLived, backoffice] = await Promise.all([
    startShop({ SMTP_URL: smtpUrl }, (dataDir) =>
      operatorCommand(dataDir, 'accounts', [
        'create',
        pointsUser.email,
        pointsUser.password,
        '--points',
        '5',
      ]),
    ),
    startShop({ SMTP_URL: smtpUrl, ACCESS_TOKEN_TTL: '2' }),
    startShop({ SMTP_URL: smtpUrl, PIN_PROVIDER: 'manual' }, async (dataDir) => {
      await operatorCommand(dataDir, 'accounts', ['create', staff.email, staff.password, '--staff']);
      await operatorCommand(dataDir, 'accounts', ['create', admin.email, admin.password, '--admin']);
      await operatorCommand(dataDir, 'accounts', ['create', customer.email, customer.password]);
    }),
  ]);
  process.env.E2E_BACKOFFICE_URL = backoffice.url;
  process.env.E2E_BACKOFFICE_ACCOUNTS = JSON.stringify({ staff, admin, customer });
  process.env.E2E_BASE_URL = main.url;
  process.env.E2E_SHORT_TOKEN_URL = shortLived.url;
  process.env.E2E_POINTS_EMAIL = pointsUser.email;
  process.env.E2E_POINTS_PASSWORD = pointsUser.password;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${smtp.httpPort}`;
  return async () => {
    await Promise.all([main.stop(), shortLived.stop(), backoffice.stop()]);
    await smtp.close();
  };
}
