/** `npm run accounts -- <command>`: operator tools for customer accounts. */
import { registrationRequest } from '@navihub/contract/auth';
import { MAX_PERSONAL_DISCOUNT_PERCENT } from '@navihub/contract/rules';
import type { Database } from '../db/client.js';
import { POINTS_ADJUSTMENT_MAX } from '@navihub/contract/backoffice-customers';
import { changeAccountSettings, findUserByEmail, insertAccount } from '../modules/auth/index.js';
import { adjustCustomerPoints } from '../modules/points/index.js';
import { cliActor, CliError, runCli } from './context.js';

async function userByEmail(database: Database, email: string | undefined) {
  if (!email) throw new CliError('name the account by its e-mail');
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new CliError(`no account ${email}`);
  return user;
}

const wholeNumber = (value: string | undefined, what: string, min: number, max: number) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new CliError(`${what} must be a whole number from ${min} to ${max}`);
  return n;
};

/**
 * Points given or taken as the back-office does (the points module's same use case): through the
 * ledger with the reason, never below zero, with its audit entry; the balance after.
 */
const adjust = (database: Database, userId: number, points: number, reason: string) =>
  adjustCustomerPoints(database.db, cliActor(), userId, { points, reason });

const DEFAULT_GRANT_REASON = 'Granted by the operator';
await runCli('accounts', {
  create: {
    usage: '<email> <password> [--points N] [--staff | --admin]   create an account',
    options: { points: { type: 'string' }, staff: { type: 'boolean' }, admin: { type: 'boolean' } },
    async run({ database, args, values }) {
      const [email, password] = args;
      if (values.staff && values.admin) throw new CliError('choose --staff or --admin, not both');
      const checked = registrationRequest.safeParse({ email, password1: password, password2: password });
      if (!checked.success) throw new CliError(checked.error.issues.map((i) => i.message).join('; '));
      const user = await insertAccount(database.db, {
        email: checked.data.email,
        password: checked.data.password1,
        role: values.admin ? 'admin' : values.staff ? 'staff' : 'customer',
        emailVerifiedAt: new Date(), // the operator vouches for the address
      });
      if (!user) throw new CliError(`an account ${email} exists already`);
      if (values.points !== undefined)
        await adjust(
          database,
          user.id,
          wholeNumber(values.points as string, 'points', 1, POINTS_ADJUSTMENT_MAX),
          DEFAULT_GRANT_REASON,
        );
      console.log(`created ${user.role} account ${user.email} (id ${user.id})`);
    },
  },
  'grant-points': {
    usage: '<email> <points> [--reason TEXT]   add navigation points (through the ledger)',
    options: { reason: { type: 'string' } },
    async run({ database, args, values }) {
      const user = await userByEmail(database, args[0]);
      const amount = wholeNumber(args[1], 'points', 1, POINTS_ADJUSTMENT_MAX);
      await adjust(database, user.id, amount, (values.reason as string | undefined) ?? DEFAULT_GRANT_REASON);
      console.log(`granted ${amount} points to ${user.email}`);
    },
  },
  points: {
    usage:
      '<email> --reason TEXT [--] <±points>   give (positive) or take (negative, after --) points, as the back-office',
    options: { reason: { type: 'string' } },
    async run({ database, args, values }) {
      const user = await userByEmail(database, args[0]);
      const points = wholeNumber(args[1], 'points', -POINTS_ADJUSTMENT_MAX, POINTS_ADJUSTMENT_MAX);
      if (!values.reason) throw new CliError('say why with --reason');
      const after = await adjust(database, user.id, points, values.reason as string);
      console.log(`${points > 0 ? 'gave' : 'took'} ${Math.abs(points)} points: ${user.email} has ${after}`);
    },
  },
  'set-discount': {
    usage: '<email> <percent>  set a personal discount (0–99)',
    async run({ database, args }) {
      const user = await userByEmail(database, args[0]);
      const percent = wholeNumber(args[1], 'the discount', 0, MAX_PERSONAL_DISCOUNT_PERCENT);
      await changeAccountSettings(database.db, cliActor(), user.id, {
        discount_percent: percent,
      });
      console.log(`${user.email} now has a ${percent}% discount`);
    },
  },
  'set-role': {
    usage: '<email> customer|staff|admin',
    async run({ database, args }) {
      const user = await userByEmail(database, args[0]);
      const role = args[1];
      if (role !== 'customer' && role !== 'staff' && role !== 'admin')
        throw new CliError('the role is customer, staff or admin');
      await changeAccountSettings(database.db, cliActor(), user.id, { role });
      console.log(`${user.email} is now ${role}`);
    },
  },
  disable: {
    usage: '<email>   disable an account: it can no longer sign in, its sessions end',
    async run({ database, args }) {
      const user = await userByEmail(database, args[0]);
      await changeAccountSettings(database.db, cliActor(), user.id, { disabled: true });
      console.log(`${user.email} is disabled`);
    },
  },
  enable: {
    usage: '<email>    let a disabled account sign in again',
    async run({ database, args }) {
      const user = await userByEmail(database, args[0]);
      await changeAccountSettings(database.db, cliActor(), user.id, { disabled: false });
      console.log(`${user.email} is enabled`);
    },
  },
});
