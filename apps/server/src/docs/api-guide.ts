/**
 * "Using the API": the guide a reseller reads first. It is the published document's
 * `info.description` (markdown, which /api/docs renders above the operations), so it is kept next
 * to the code it describes and changes with it.
 */
import { ERROR_CODES } from '@navihub/contract/api/errors';

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
