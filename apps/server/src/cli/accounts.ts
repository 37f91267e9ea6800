/** `npm run accounts -- <command>`: operator tools for customer accounts. */
import { randomUUID } from 'node:crypto';
import { registrationRequest } from '@navihub/contract/auth';
import { MAX_PERSONAL_DISCOUNT_PERCENT } from '@navihub/contract/rules';
import type { Database } from '../db/client.js';
import { createAccountService } from '../modules/account/service.js';
import { findUserByEmail, insertAccount } from '../modules/auth/service.js';
import { creditNavigationPoints } from '../modules/points/ledger.js';
import { CliError, runCli } from './context.js';

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

async function grant(database: Database, userId: number, amount: number) {
  await database.db.transaction(async (tx) => {
    await creditNavigationPoints(tx, {
      userId,
      amount,
      reason: 'operator-grant',
      reference: randomUUID(),
    });
  });
}

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
        await grant(database, user.id, wholeNumber(values.points as string, 'points', 1, 100_000));
      console.log(`created ${user.role} account ${user.email} (id ${user.id})`);
    },
  },
  'grant-points': {
    usage: '<email> <points>   add navigation points (through the ledger)',
    async run({ database, args }) {
      const user = await userByEmail(database, args[0]);
      const amount = wholeNumber(args[1], 'points', 1, 100_000);
      await grant(database, user.id, amount);
      console.log(`granted ${amount} points to ${user.email}`);
    },
  },
  'set-discount': {
    usage: '<email> <percent>  set a personal discount (0–99)',
    async run({ database, args }) {
      const user = await userByEmail(database, args[0]);
      const percent = wholeNumber(args[1], 'the discount', 0, MAX_PERSONAL_DISCOUNT_PERCENT);
      await createAccountService({ db: database.db }).setDiscount(user.id, percent);
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
      await createAccountService({ db: database.db }).setRole(user.id, role);
      console.log(`${user.email} is now ${role}`);
    },
  },
});
