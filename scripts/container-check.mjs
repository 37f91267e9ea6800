// `node scripts/container-check.mjs`: the image and compose.yaml, checked end to end on this
// machine's Docker engine (README, "Running in containers").
//
// 1. Local stand-ins for the upstream images, for machines that reach no image registry (each
//    built once and reused; CONTAINER_CHECK_REBUILD_BASES=1 builds them again):
//    navihub/debian:bookworm (debootstrap), navihub/node:20-bookworm (this machine's Node.js and
//    npm on it), and postgres, redis and nginx from Debian's packages.
//    CONTAINER_CHECK_UPSTREAM=1 uses node:20-bookworm-slim, postgres:15, redis:7 and nginx:stable
//    instead, as an operator's machine would.
// 2. The shop's image from the Dockerfile, with --build-arg BASE_IMAGE=….
// 3. compose.yaml in production mode (plus an SMTP sink, deploy/check/compose.check.yaml): both
//    app processes ready; sign-up through app1, the confirmation mail, sign-in through app2; the
//    failed sign-ins of one account counted across both processes (Redis); the proxy in front,
//    whose client address (TRUST_PROXY=1) the per-address sign-in limit counts.
// 4. SIGTERM to app1: it exits 0 and the proxy answers through app2; then SIGTERM to app2, which
//    exits 0 too. Then the stack and its volume are removed (CONTAINER_CHECK_KEEP=1 keeps them).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const upstream = env.CONTAINER_CHECK_UPSTREAM === '1';
const rebuildBases = env.CONTAINER_CHECK_REBUILD_BASES === '1';
const keep = env.CONTAINER_CHECK_KEEP === '1';
const httpPort = env.CONTAINER_CHECK_PORT ?? '18080';
const project = 'navihub-check';

const images = upstream
  ? { node: 'node:20-bookworm-slim', postgres: 'postgres:15', redis: 'redis:7', proxy: 'nginx:stable' }
  : {
      debian: 'navihub/debian:bookworm',
      node: 'navihub/node:20-bookworm',
      postgres: 'navihub/postgres:15-debian',
      redis: 'navihub/redis:7-debian',
      proxy: 'navihub/nginx:debian',
    };
const appImage = 'navihub:check';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const log = (line) => console.log(`[${elapsed()}] ${line}`);
let checks = 0;
function ok(what) {
  checks++;
  log(`ok ${checks} - ${what}`);
}
class CheckFailed extends Error {}
function fail(what) {
  throw new CheckFailed(what);
}

/** Runs a command; its output goes to ours unless `capture`. Throws on a non-zero exit. */
function run(cmd, args, { capture = false, input, allowFailure = false, extraEnv = {} } = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    input,
    encoding: 'utf8',
    stdio: [
      input === undefined ? 'ignore' : 'pipe',
      capture ? 'pipe' : 'inherit',
      capture ? 'pipe' : 'inherit',
    ],
    env: { ...env, ...extraEnv },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    if (allowFailure) return { ...result, status: -1, stdout: '', stderr: String(result.error) };
    throw result.error;
  }
  if (result.status !== 0 && !allowFailure) {
    const detail = capture ? `\n${result.stdout}${result.stderr}` : '';
    throw new Error(`${cmd} ${args.join(' ')} exited ${result.status}${detail}`);
  }
  return result;
}
const sh = (script, opts) => run('bash', ['-euo', 'pipefail', '-c', script], opts);

const hasImage = (name) =>
  run('docker', ['image', 'inspect', name], { capture: true, allowFailure: true }).status === 0;

// ---- compose: the plugin (v2) or the standalone docker-compose (v1.29+) -----------------------
const compose = (() => {
  if (run('docker', ['compose', 'version'], { capture: true, allowFailure: true }).status === 0)
    return ['docker', ['compose']];
  if (run('docker-compose', ['version'], { capture: true, allowFailure: true }).status === 0)
    return ['docker-compose', []];
  console.error('container check: neither `docker compose` nor `docker-compose` is available');
  process.exit(1);
})();

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'navihub-container-check-'));
const envFile = path.join(work, 'check.env');
const composeEnv = {
  NAVIHUB_IMAGE: appImage,
  NAVIHUB_BASE_IMAGE: images.node,
  NAVIHUB_ENV_FILE: envFile,
  NAVIHUB_HTTP_PORT: `127.0.0.1:${httpPort}`,
  POSTGRES_IMAGE: images.postgres,
  REDIS_IMAGE: images.redis,
  PROXY_IMAGE: images.proxy,
};
function dc(args, opts = {}) {
  const [cmd, pre] = compose;
  return run(
    cmd,
    [
      ...pre,
      '--env-file',
      envFile,
      '-p',
      project,
      '-f',
      'compose.yaml',
      '-f',
      'deploy/check/compose.check.yaml',
      ...args,
    ],
    { ...opts, extraEnv: composeEnv },
  );
}
const containerOf = (service) => dc(['ps', '-q', service], { capture: true }).stdout.trim();

// ---- 1. local base images -------------------------------------------------------------------
function buildLocalBases() {
  if (upstream) {
    log('using the upstream images (CONTAINER_CHECK_UPSTREAM=1)');
    return;
  }
  if (rebuildBases || !hasImage(images.debian)) {
    log(`building ${images.debian} with debootstrap (minbase)`);
    if (run('debootstrap', ['--version'], { capture: true, allowFailure: true }).status !== 0)
      fail('debootstrap is needed for the local Debian base (apt-get install debootstrap; it runs as root)');
    const rootfs = path.join(work, 'rootfs');
    run('debootstrap', ['--variant=minbase', 'bookworm', rootfs], { capture: true });
    sh(`tar -C ${JSON.stringify(rootfs)} -c . | docker import - ${images.debian}`, { capture: true });
    fs.rmSync(rootfs, { recursive: true, force: true });
  }
  if (rebuildBases || !hasImage(images.node)) {
    log(`building ${images.node}: ${process.version} and npm of this machine on ${images.debian}`);
    const context = path.join(work, 'node-base');
    fs.mkdirSync(context);
    const npmDir = path.resolve(
      path.dirname(fs.realpathSync(path.join(path.dirname(process.execPath), 'npm'))),
      '..',
    );
    fs.copyFileSync(process.execPath, path.join(context, 'node'));
    fs.cpSync(npmDir, path.join(context, 'npm'), { recursive: true });
    fs.copyFileSync('/etc/ssl/certs/ca-certificates.crt', path.join(context, 'ca-certificates.crt'));
    fs.copyFileSync(path.join(root, 'deploy/local-images/node.Dockerfile'), path.join(context, 'Dockerfile'));
    run(
      'docker',
      ['build', '-q', '--build-arg', `DEBIAN_IMAGE=${images.debian}`, '-t', images.node, context],
      {
        capture: true,
      },
    );
  }
  for (const name of ['postgres', 'redis', 'proxy']) {
    if (!rebuildBases && hasImage(images[name])) continue;
    const file = name === 'proxy' ? 'nginx' : name;
    log(`building ${images[name]} from Debian's packages (deploy/local-images/${file}.Dockerfile)`);
    run(
      'docker',
      [
        'build',
        '-q',
        '--network=host',
        '--build-arg',
        `DEBIAN_IMAGE=${images.debian}`,
        '-t',
        images[name],
        '-f',
        `deploy/local-images/${file}.Dockerfile`,
        'deploy/local-images',
      ],
      { capture: true },
    );
  }
}

// ---- HTTP from inside the containers (straight to one app process) and from this machine ----
/** A request made by node inside `service`'s container: { status, body }. */
function inside(service, url, { method = 'GET', body, token } = {}) {
  const code = `
    const headers = { 'content-type': 'application/json' };
    if (process.env.T) headers.authorization = 'Bearer ' + process.env.T;
    try {
      const r = await fetch(process.env.U, { method: process.env.M, headers, body: process.env.B || undefined,
        signal: AbortSignal.timeout(10000) });
      console.log(JSON.stringify({ status: r.status, text: await r.text() }));
    } catch (err) {
      console.log(JSON.stringify({ status: 0, text: String(err) }));
    }`;
  const result = run(
    'docker',
    [
      'exec',
      '-e',
      `U=${url}`,
      '-e',
      `M=${method}`,
      '-e',
      `B=${body === undefined ? '' : JSON.stringify(body)}`,
      '-e',
      `T=${token ?? ''}`,
      containerOf(service),
      'node',
      '--input-type=module',
      '-e',
      code,
    ],
    { capture: true, allowFailure: true },
  );
  if (result.status !== 0) return { status: 0, body: `${result.stdout}${result.stderr}`.trim() };
  const { status, text } = JSON.parse(result.stdout.trim().split('\n').pop());
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status, body: parsed };
}
const app = (service, route, opts) => inside(service, `http://127.0.0.1:3000${route}`, opts);

async function waitFor(what, seconds, probe) {
  const deadline = Date.now() + seconds * 1000;
  let last;
  for (;;) {
    last = await probe();
    if (last.done) return last;
    if (Date.now() > deadline) fail(`${what}: not within ${seconds} s (last: ${JSON.stringify(last.seen)})`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

const expectStatus = (what, res, status) => {
  if (res.status !== status)
    fail(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  ok(`${what} (${status})`);
};

// ---- the check ----------------------------------------------------------------------------
async function check() {
  buildLocalBases();

  log(`building ${appImage} from the Dockerfile with BASE_IMAGE=${images.node}`);
  run(
    'docker',
    ['build', '-q', '--network=host', '--build-arg', `BASE_IMAGE=${images.node}`, '-t', appImage, '.'],
    {
      capture: true,
    },
  );
  const user = run('docker', ['image', 'inspect', '-f', '{{.Config.User}} {{json .Config.Cmd}}', appImage], {
    capture: true,
  }).stdout.trim();
  if (!user.startsWith('navihub ["node","apps/server/dist/main.js"]'))
    fail(`image user and command: ${user}`);
  ok(`image runs as navihub: node apps/server/dist/main.js`);
  const contents = run(
    'docker',
    [
      'run',
      '--rm',
      '--network=none',
      '--entrypoint',
      'sh',
      appImage,
      '-c',
      'id -un; echo $NODE_ENV; for p in vite typescript vitest react @playwright/test fastify pg ioredis; do ' +
        '[ -e node_modules/$p ] && echo "has $p"; done; ls apps/server/drizzle/*.sql | wc -l; ls apps/web/dist/index.html',
    ],
    { capture: true },
  ).stdout.trim();
  const expected = ['navihub', 'production', 'has fastify', 'has pg', 'has ioredis'];
  const lines = contents.split('\n');
  if (expected.some((line, i) => lines[i] !== line) || lines.length !== 7 || !(Number(lines[5]) > 0))
    fail(`image contents: ${JSON.stringify(lines)}`);
  ok(
    `image: production dependencies only (no vite, typescript, vitest, react), ${lines[5]} migrations, web app`,
  );

  const secret = () => crypto.randomBytes(24).toString('hex');
  fs.writeFileSync(
    envFile,
    [
      `POSTGRES_PASSWORD=${secret()}`,
      `JWT_SECRET=${secret()}`,
      `PUBLIC_URL=http://127.0.0.1:${httpPort}`,
      'SMTP_URL=smtp://smtp-sink:2525',
      'MAIL_FROM=NaviHub check <check@navihub.example>',
      'MAIL_POLL_MS=500',
      'PIN_PROVIDER=manual',
      // Never called here: the check buys nothing. Production requires them to be set.
      'STRIPE_SECRET_KEY=sk_test_container_check',
      'STRIPE_WEBHOOK_SECRET=whsec_container_check',
      // The seller every invoice names: production refuses to start without them (decision 054).
      'SELLER_NAME=NaviHub container check',
      'SELLER_ADDRESS=Check street 1;12345 Check city',
      'LOG_LEVEL=warn',
      '',
    ].join('\n'),
  );

  log('starting the stack (docker compose up)');
  dc(['down', '-v', '--remove-orphans'], { capture: true, allowFailure: true });
  dc(['up', '-d', '--no-build'], { capture: true });

  for (const service of ['app1', 'app2']) {
    await waitFor(`${service} /readyz`, 180, () => {
      const res = app(service, '/readyz');
      return { done: res.status === 200, seen: res };
    });
    ok(`${service} /readyz answers 200 in production mode`);
  }
  const health = run('docker', ['inspect', '-f', '{{.State.Health.Status}}', containerOf('app1')], {
    capture: true,
  }).stdout.trim();
  await waitFor('the proxy', 120, async () => {
    try {
      const res = await fetch(`http://127.0.0.1:${httpPort}/readyz`);
      return { done: res.status === 200, seen: res.status };
    } catch (err) {
      return { done: false, seen: String(err) };
    }
  });
  ok(`the proxy answers /readyz on 127.0.0.1:${httpPort} (app1's HEALTHCHECK was ${health} then)`);
  const page = await fetch(`http://127.0.0.1:${httpPort}/`);
  if (page.status !== 200 || !(await page.text()).includes('<div id="root"'))
    fail(`GET / through the proxy: ${page.status}`);
  ok('the proxy serves the web app (GET / 200)');

  const email = `container.check.${Date.now()}@example.com`;
  const password = 'container check password 1';
  expectStatus(
    'sign-up through app1',
    app('app1', '/auth/registration/', {
      method: 'POST',
      body: { email, password1: password, password2: password },
    }),
    201,
  );

  const mail = await waitFor('the confirmation mail', 60, () => {
    const res = inside('smtp-sink', `http://127.0.0.1:8025/?to=${encodeURIComponent(email)}`);
    const raw = Array.isArray(res.body) ? res.body.map((m) => m.raw).join('\n') : '';
    const key = /confirm-email\/([A-Za-z0-9_-]+)/.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
    return { done: Boolean(key), key, seen: res.status };
  });
  ok('the confirmation mail went out over SMTP');
  expectStatus(
    'the e-mail address confirmed through app2',
    app('app2', '/auth/registration/verify-email/', {
      method: 'POST',
      body: { key: mail.key },
    }),
    200,
  );

  const signIn = app('app2', '/auth/login/', { method: 'POST', body: { email, password } });
  expectStatus('sign-in through app2', signIn, 200);
  expectStatus(
    'its access token accepted by app1',
    app('app1', '/auth/user/status/', {
      token: signIn.body.access_token,
    }),
    200,
  );

  // Five failed sign-ins, three on app1 and two on app2: each process alone saw fewer than
  // SIGN_IN_FAILURES_BEFORE_LOCK (5), so only a count shared in Redis locks the account.
  const order = ['app1', 'app2', 'app1', 'app2', 'app1'];
  for (const [i, service] of order.entries()) {
    const res = app(service, '/auth/login/', { method: 'POST', body: { email, password: 'wrong password' } });
    if (res.status !== 400)
      fail(`failed sign-in ${i + 1} through ${service}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  ok('five wrong passwords refused (400), three through app1 and two through app2');
  const locked = app('app2', '/auth/login/', { method: 'POST', body: { email, password } });
  if (locked.status !== 429 || locked.body?.code !== 'sign_in_locked')
    fail(
      `the right password through app2 after five failures: ${locked.status} ${JSON.stringify(locked.body)}`,
    );
  ok(
    'then the right password through app2 is refused: 429 sign_in_locked (counted across both processes in Redis)',
  );

  // Through the proxy, sign-ins from this machine spread over both processes and each claims
  // another X-Forwarded-For: with TRUST_PROXY=1 the shop takes the address nginx appended, so
  // RATE_LIMIT_AUTH_PER_MINUTE (10) counts them all as one client, across both processes (Redis).
  const statuses = [];
  for (let i = 0; i < 11; i++) {
    const res = await fetch(`http://127.0.0.1:${httpPort}/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: `nobody.${i}@example.com`, password: 'wrong password' }),
    });
    const body = await res.json().catch(() => ({}));
    statuses.push(res.status === 429 ? `429 ${body.code}` : String(res.status));
  }
  if (statuses.slice(0, 10).some((s) => s !== '400') || statuses[10] !== '429 rate_limited')
    fail(`eleven sign-ins through the proxy with forged X-Forwarded-For: ${statuses.join(', ')}`);
  ok(
    'through the proxy, a forged X-Forwarded-For does not help: the 11th sign-in in a minute is 429 rate_limited',
  );

  // A rolling stop: app1 first, while the proxy keeps answering through app2; then app2.
  const exitState = (id) =>
    run('docker', ['inspect', '-f', '{{.State.ExitCode}} {{.State.OOMKilled}}', id], {
      capture: true,
    }).stdout.trim();
  const ids = { app1: containerOf('app1'), app2: containerOf('app2') };
  log('stopping app1 (SIGTERM)');
  // docker stop as compose does it (SIGTERM, then the grace period), and no dependent stopped along.
  run('docker', ['stop', '--time', '20', ids.app1], { capture: true });
  if (exitState(ids.app1) !== '0 false')
    fail(`app1 after SIGTERM: exit code and OOM-killed: ${exitState(ids.app1)}`);
  ok('app1 exited 0 on SIGTERM');
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push((await fetch(`http://127.0.0.1:${httpPort}/readyz`)).status);
  if (answers.some((s) => s !== 200)) fail(`the proxy with app1 stopped: ${answers.join(', ')}`);
  ok('with app1 stopped, the proxy still answers through app2 (4 × /readyz 200)');
  log('stopping app2 (SIGTERM)');
  dc(['stop', 'proxy', 'app2'], { capture: true });
  if (exitState(ids.app2) !== '0 false')
    fail(`app2 after SIGTERM: exit code and OOM-killed: ${exitState(ids.app2)}`);
  ok('app2 exited 0 on SIGTERM');
}

let failed = false;
try {
  await check();
  log(`container check: all ${checks} checks passed`);
} catch (err) {
  failed = true;
  console.error(`[${elapsed()}] not ok - ${err instanceof CheckFailed ? err.message : err.stack}`);
  if (fs.existsSync(envFile)) {
    console.error('--- the stack at the failure');
    dc(['ps'], { allowFailure: true });
    dc(['logs', '--no-color', '--tail', '60'], { allowFailure: true });
  }
} finally {
  if (keep) log(`CONTAINER_CHECK_KEEP=1: the stack stays up (${compose.flat().join(' ')} -p ${project} …)`);
  else if (fs.existsSync(envFile))
    dc(['down', '-v', '--remove-orphans'], { capture: true, allowFailure: true });
  if (!keep) fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
