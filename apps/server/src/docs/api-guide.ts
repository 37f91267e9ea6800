/**
 * "Using the API": the guide a reseller reads first. It is the published document's
 * `info.description` (markdown, which /api/docs renders above the operations), so it is kept next
 * to the code it describes and changes with it.
 */
import { ERROR_CODES } from '@navihub/contract/api/errors';
import { SANDBOX_GUIDE } from '@navihub/contract/sandbox';

const codeTable = Object.entries(ERROR_CODES)
  .map(([code, meaning]) => `| \`${code}\` | ${meaning} |`)
  .join('\n');

export function apiGuide(brand: string): string {
  return `The ${brand} shop's API: sign up, buy bundles, order navigation PINs, convert coding files
and decode VINs. Everything below holds for every operation; each operation lists the statuses it
can answer with and their bodies.

## Authentication

1. \`POST /auth/registration/\` with \`email\`, \`password1\` and \`password2\` (the same password
   twice, 8 to 50 characters) creates the account and e-mails a confirmation link.
2. \`POST /auth/login/\` with \`email\` and \`password\` answers \`access_token\` and \`refresh_token\`.
3. Send the access token on every operation marked with a lock:
   \`Authorization: Bearer <access_token>\`. Operations whose security lists an empty entry as
   well (the card payment of a PIN) also serve guests.

## API keys

A reseller's or workshop's own system uses an API key instead of a password: create one in the
account settings (**API keys**) or with \`POST /api/v1/api-keys/\` (\`{"name": "Till 2", "mode":
"live", "read_only": false}\`, signed in with an access token). The answer holds the whole key
(\`nh_live_\` and 40 characters) this once; the shop keeps only its hash, and \`GET
/api/v1/api-keys/\` lists your keys by name, mode, last four characters, created and last used.
Send it as the token: \`Authorization: Bearer nh_live_7QxV…\`.

- It works on the operations whose security lists \`apiKey\`: the catalogue, ordering a PIN with
  points or a subscription, the order check, the history, card payments and bundle purchases.
  The account, its password and the keys themselves answer 403 \`api_key_not_allowed\`: sign in
  for those.
- A read-only key may only \`GET\` (403 \`api_key_read_only\` otherwise).
- \`DELETE /api/v1/api-keys/{id}/\` revokes a key: the next request with it, on any server, is
  401 \`api_key_not_valid\`. A password change or reset ends every key too.
- Each key may send \`API_KEY_REQUESTS_PER_MINUTE\` requests a minute (120 by default). Every
  answer to a key says \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds);
  past the limit, 429 \`rate_limited\` with \`Retry-After\`.
- **Test mode** (\`nh_test_\` keys) orders in the sandbox: see **Sandbox** below.

## Sandbox

${SANDBOX_GUIDE}

Delivered \`order.*\` and \`bulk_order.completed\` bodies carry \`"livemode"\` in their \`data\`.
An \`Idempotency-Key\` sent with a test key is kept apart from the same key sent live. Switch to
live by sending a live key instead: nothing else changes.

## Retrying safely: Idempotency-Key

The operations that create an order or a payment (\`POST /api/v1/points-subs/generate/\`,
\`/api/v1/payment/stripe/\`, \`/api/v1/payment/bundle/\`, \`/api/v1/bundles/\`,
\`/api/v1/payment/subscribe_bundle/\`) read an \`Idempotency-Key\` header: a key of your choice, at
most 255 characters (a UUID), new for each new purchase. Send the same key again with the same
body, on a timeout or any doubt, and within 24 hours you get the first answer again (with
\`Idempotent-Replayed: true\`) and nothing more is created:

\`\`\`
POST /api/v1/points-subs/generate/
Authorization: Bearer nh_live_7QxV…
Idempotency-Key: 5f0c6f5e-8a53-4c0e-9d8b-3c2a1e7f9b10
\`\`\`

- The same key with another body is 422 \`idempotency_key_reused\`.
- While the first request with the key still runs, another is 409 \`idempotency_key_in_flight\`:
  wait a moment and send it again to read the answer.
- Every answer below 500 is kept, refusals too: a 402 \`no_entitlement\` is answered again for
  that key even after you buy points, so send a new key once you have fixed the cause. A 5xx is
  not kept: the retry runs again. A request refused before it ran (a wrong field, a rate limit) keeps
  nothing either.
- Keys are kept per account (an access token's and a key's alike). A guest paying by card cannot
  use one (400 \`idempotency_key_needs_account\`).

## Webhooks

Instead of polling, register an endpoint: \`POST /api/v1/webhooks/\` with \`{"url":
"https://erp.example.com/navihub", "events": ["order.fulfilled", "order.failed"]}\` (signed in, or
with a full API key). The answer holds its signing secret (\`whsec_…\`) this once; \`POST
/api/v1/webhooks/{id}/rotate-secret/\` makes a new one, and for 24 hours every delivery is signed
with both. The events are \`order.fulfilled\` (with the PIN), \`order.failed\`, \`order.refunded\`
and \`bulk_order.completed\`; the document's **webhooks** section shows each body.

Each delivery is a \`POST\` of \`{"type", "timestamp", "data"}\` with the
[Standard Webhooks](https://www.standardwebhooks.com/) headers \`webhook-id\`,
\`webhook-timestamp\` and \`webhook-signature\` (\`v1,<base64>\`). Verify it with the
\`standardwebhooks\` library, on the raw body:

\`\`\`js
import { Webhook } from 'standardwebhooks';
const event = new Webhook('whsec_…').verify(rawBody, headers); // throws when not ours
\`\`\`

- Answer any 2xx within 10 seconds. Anything else, or no answer, is retried with the same
  \`webhook-id\` (30 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 20 h: about three days), so
  handle each id once. \`GET /api/v1/webhooks/deliveries/\` lists the recent deliveries and
  \`POST /api/v1/webhooks/deliveries/{id}/resend/\` sends one again.
- Answer 410 to stop: the endpoint is disabled.
- The URL must be a public \`https://\` address; loopback, private and link-local addresses are
  refused (400 on \`url\`).

## Token refresh

An access token lives 5 minutes. When an answer is 401 with code \`token_not_valid\`, call
\`POST /auth/token/refresh/\` with \`{"refresh": "<refresh_token>"}\`: it answers a new \`access\`
and, when the refresh token was rotated, a new \`refresh\` (keep it; the old one no longer works).
If the refresh is refused too, sign in again. \`POST /auth/logout/\` with the refresh token ends the
session. Changing the password needs a sign-in of the last 10 minutes (403,
\`reauthentication_required\`).

## Errors

Every error answer is JSON of one shape (schema \`ApiError\`):

\`\`\`json
{ "vin": ["The length of VIN must be 17 characters."], "detail": "The length of VIN must be 17 characters.", "code": "invalid" }
\`\`\`

- \`detail\`: a text for a person (with field messages, the first of them);
- \`code\`: a stable text for a program (below);
- each wrong field as \`"<field>": ["message", …]\`; \`non_field_errors\` for the request as a whole
  (for example, wrong credentials at sign-in).

A body of a type the operation does not read is 415; a field of the wrong type is named with a
type message, a missing one with "This field is required.".

| code | meaning |
| --- | --- |
${codeTable}

## Buying a bundle

1. \`GET /api/v1/bundles/\` (token bundles) or \`GET /api/v1/subscribe_bundles/\` list what is on
   offer; each has an \`id\`.
2. \`POST /api/v1/payment/bundle/\` (or \`/api/v1/payment/subscribe_bundle/\`) with
   \`{"fk_bundle": <id>, "currency": "USD", "user_ip": "<the buyer's address>"}\` answers
   \`payment_url\`: open it in the buyer's browser.
3. After paying, the checkout returns to the shop's \`/success\` page with our payment id and the
   checkout session id (\`?bundleId=<id>&payment=<session>\`, \`subscribeBundleId\` for a
   subscription). \`POST /api/v1/payment/bundle/{id}/{payment}\` with those two answers the
   purchase's \`status\`: \`success\` (the points or the subscription are credited), \`pending\`
   (not confirmed yet: ask again in a few seconds) or \`error\` (not paid; nothing was charged).
4. With points or a subscription, \`POST /api/v1/points-subs/generate/\` orders a PIN (402
   \`no_entitlement\` without either, 429 \`daily_limit\` past a subscription's daily uses);
   \`POST /api/v1/points-subs/check/{orderId}/\` answers the PIN when it is ready, with the
   order's \`NH-\` reference and summary in \`order\`, and \`GET /api/v1/history/\` lists the orders.

A single PIN can also be paid by card without points: \`POST /api/v1/payment/stripe/\`, then
\`POST /api/v1/payment/check/{id}/{payment}/\` with the \`paymentId\` and \`payment\` of the return.
Before paying again for a PIN, \`POST /api/v1/codes/recent-purchase/\` with the head unit, region,
version, VIN and e-mail answers \`bought_at\` when that e-mail bought the same PIN in the last
24 hours (else \`null\`).

## Converting files

\`POST /api/v1/convert\` takes \`multipart/form-data\` with one or more files in the field
\`vrx_file\` (binary), or \`application/x-www-form-urlencoded\` with one file's text in \`vrx_file\`
and its name in \`file_name\`. It answers \`application/zip\` holding one \`.aed\` file per module
and nothing else, in a folder per file when several were sent: the zip's own list of entries is the
full list of modules. The zip's name is in \`Content-Disposition\`, the modules found per file in
\`x-navihub-modules\` (at most 4,000 bytes: a longer list gives each file's first modules and their
total in \`count\`). When a file cannot be
converted the answer is 400 (413 when every failed file was too large) with \`vrx_file\` listing each
failed file with its reason and \`files\` the outcome of every file.

## Rate limits

Sign-up, sign-in, password and e-mail operations, checkouts and the converter are limited per
client address (by default 10 a minute for the account operations and checkouts, 30 conversions a
minute). Past the limit the answer is 429 with code \`rate_limited\` (or \`sign_in_locked\` after too
many failed sign-ins for one account) and a \`Retry-After\` header: wait that many seconds. The
confirmation link is mailed again at most once a minute and five times a day per account; a
request past that answers as usual and sends nothing.
While the server is overloaded any operation may answer 503 with code \`overloaded\` and a
\`Retry-After\` header: nothing was done, so wait that long and send the same request again.
`;
}
