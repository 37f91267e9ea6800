/**
 * The shapes of every endpoint, keyed by the endpoint's id (see endpoint.ts). The server
 * validates and serialises with them, the OpenAPI document is generated from them, and the test
 * doubles of both sides check their answers against them.
 */
import { z } from 'zod';
import {
  detailResponse,
  googleLoginRequest,
  loginRequest,
  loginResponse,
  logoutRequest,
  passwordChangeRequest,
  passwordResetConfirmParams,
  passwordResetConfirmRequest,
  passwordResetRequest,
  pointsAndSubscriptions,
  profileResponse,
  profileUpdateRequest,
  receiveEmailResponse,
  refreshRequest,
  refreshResponse,
  registrationRequest,
  resendEmailRequest,
  setPasswordRequest,
  userStatusResponse,
  verifyEmailRequest,
} from '../auth.js';
import {
  correctPinRequest,
  failOrderRequest,
  fulfilOrderRequest,
  revealPinResponse,
  staffOrderDetail,
  staffOrderListQuery,
  staffOrderListResponse,
  staffOrderParams,
} from '../backoffice.js';
import { auditListQuery, auditListResponse } from '../backoffice-audit.js';
import {
  adminCatalogueExportResponse,
  adminCatalogueImportRequest,
  adminCatalogueImportResponse,
  adminPriceRequest,
  adminPriceResponse,
  adminSubscriptionBundle,
  adminSubscriptionBundleRequest,
  adminSubscriptionBundlesResponse,
  adminSubscriptionBundleUpdateRequest,
  adminTokenBundle,
  adminTokenBundleRequest,
  adminTokenBundlesResponse,
  adminTokenBundleUpdateRequest,
  adminVariant,
  adminVariantRequest,
  adminVariantsQuery,
  adminVariantsResponse,
  adminVariantUpdateRequest,
  idParams,
} from '../backoffice-catalogue.js';
import {
  adminCustomerUpdateRequest,
  staffCustomerDetail,
  staffCustomerListQuery,
  staffCustomerListResponse,
  staffCustomerParams,
  staffPointsRequest,
} from '../backoffice-customers.js';
import { dashboardResponse } from '../backoffice-dashboard.js';
import { failedWorkParams, failedWorkResponse } from '../backoffice-failed-work.js';
import {
  bundlePurchaseRequest,
  paymentUrlResponse,
  purchaseStatusResponse,
  subscriptionBundlesResponse,
  tokenBundlesResponse,
} from '../bundles.js';
import {
  checkResponse,
  codeRequest,
  recentPurchaseRequest,
  recentPurchaseResponse,
  detailResponse as variantsResponse,
  generateResponse,
  getInfoResponse,
  priceResponse,
} from '../codes.js';
import { historyResponse } from '../history.js';
import { recordId, text } from '../fields.js';
import { apiError } from './errors.js';
import { bundlePurchasesResponse, cardPaymentRequest, paymentCheckResponse } from '../payments.js';
import { healthFailureResponse, healthResponse, readinessResponse, siteConfigResponse } from '../site.js';
import { vinDecodeFailureSchema, vinDecodeSuccessSchema } from '../vin/schema.js';
import type { Shape } from './endpoint.js';

const ownerParams = z.object({ id: recordId() });
/** A staff write on an order of their own. */
const ownOrder403 = "The signed-in staff member's own order (code `own_account`): another staff member must.";
/** A checkout's return: our payment id and the provider's checkout session id. */
const paymentReturnParams = z.object({
  id: z
    .string()
    .uuid()
    .meta({ description: 'Our payment id: the `{id}` of the `success_url` the checkout returned to.' }),
  payment: text(255)
    .min(1)
    .meta({ description: "The provider's checkout session id: the `{payment}` of that `success_url`." }),
});
/** The statuses of a checkout's return, and what each means. */
const confirmErrors = {
  404: "No payment of that id and checkout session (or it is someone else's): check the two parts of the return address.",
};
/** The per-address limit of the auth routes. */
const limited = {
  429: 'Too many attempts from this address (code `rate_limited`): wait `Retry-After` seconds.',
};
const devCheckoutParams = z.object({ id: z.string().regex(/^dev_cs_[a-f0-9]{24}$/) });
const devPaypalParams = z.object({ id: z.string().regex(/^dev_pp_[a-f0-9]{24}$/) });
/** PayPal's return: our payment id in the address we gave, PayPal's order id added as `token`. */
const paypalReturnQuery = z.object({
  paymentId: z.uuid(),
  token: z.string().min(1).max(64),
  PayerID: z.string().max(64).optional(),
});
const bundleStart = {
  body: bundlePurchaseRequest,
  response: { 200: paymentUrlResponse },
  errors: {
    429: 'Too many checkouts opened from this address (code `rate_limited`).',
    502: 'The card checkout could not be opened (code `provider_failed`); nothing was charged.',
  },
};
const bundleConfirm = {
  params: paymentReturnParams,
  response: { 200: purchaseStatusResponse },
  errors: confirmErrors,
};
/** What a failed conversion answers: the shared error body, the failed files and every file's outcome. */
const convertError = apiError
  .extend({
    files: z
      .array(
        z.object({
          file: z.string(),
          status: z.enum(['processed', 'error']),
          modules: z.array(z.string()).optional(),
          code: z.string().optional(),
          message: z.string().optional(),
        }),
      )
      .optional()
      .meta({ description: 'Every file of the request: converted (with its modules) or not (with why).' }),
    retry_after: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Seconds to wait (also in `Retry-After`).' }),
  })
  .meta({ id: 'ConvertError' });

const noCustomer = 'No such account (code `not_found`).';

export const shapes = {
  // Accounts (spec §7, first table).
  register: { body: registrationRequest, response: { 201: detailResponse }, errors: limited },
  verifyEmail: { body: verifyEmailRequest, response: { 200: detailResponse }, errors: limited },
  resendConfirmation: { body: resendEmailRequest, response: { 200: detailResponse }, errors: limited },
  signIn: {
    body: loginRequest,
    response: { 200: loginResponse },
    errors: {
      429: 'Too many attempts from this address (`rate_limited`), or too many failed sign-ins for this account (`sign_in_locked`): wait `Retry-After` seconds.',
    },
  },
  refreshToken: {
    body: refreshRequest,
    response: { 200: refreshResponse },
    errors: {
      401: 'The refresh token is expired, revoked or not ours (code `token_not_valid`): sign in again.',
    },
  },
  signOut: { body: logoutRequest.optional(), response: { 200: detailResponse } },
  signInWithGoogle: {
    body: googleLoginRequest,
    response: { 200: loginResponse },
    errors: { ...limited, 409: '' },
  },
  changePassword: {
    body: passwordChangeRequest,
    response: { 200: detailResponse },
    errors: {
      403: 'The last sign-in is older than 10 minutes (code `reauthentication_required`): sign in again.',
    },
  },
  setPassword: { body: setPasswordRequest, response: { 200: detailResponse }, errors: limited },
  requestPasswordReset: { body: passwordResetRequest, response: { 200: detailResponse }, errors: limited },
  confirmPasswordReset: {
    params: passwordResetConfirmParams,
    body: passwordResetConfirmRequest,
    response: { 200: detailResponse },
    errors: limited,
  },

  // The account area.
  userStatus: { response: { 200: userStatusResponse } },
  pointsAndSubscriptions: { response: { 200: pointsAndSubscriptions } },
  getProfile: {
    params: ownerParams,
    response: { 200: profileResponse },
    errors: { 403: "The id is not the signed-in user's (code `permission_denied`)." },
  },
  updateProfile: {
    params: ownerParams,
    body: profileUpdateRequest,
    response: { 200: profileResponse },
    errors: { 403: "The id is not the signed-in user's (code `permission_denied`)." },
  },
  getEmailPreference: { response: { 200: receiveEmailResponse } },
  toggleEmailPreference: { response: { 200: receiveEmailResponse } },

  // Catalogue and navigation codes.
  listComands: { response: { 200: getInfoResponse } },
  listVariants: { response: { 200: variantsResponse } },
  codePrice: { response: { 200: priceResponse } },
  generateCode: {
    body: codeRequest,
    response: { 200: generateResponse },
    errors: {
      402: 'Neither a navigation point nor an active subscription (code `no_entitlement`): buy a bundle.',
      429: "The subscription's uses of today are used up (code `daily_limit`).",
    },
  },
  checkOrder: {
    params: z.object({ orderId: z.string().uuid() }),
    response: { 200: checkResponse },
    errors: { 404: 'No order of that id for this user (code `not_found`).' },
  },
  recentPurchase: {
    body: recentPurchaseRequest,
    response: { 200: recentPurchaseResponse },
  },
  orderHistory: {
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
    response: { 200: historyResponse },
  },

  // Bundles and card payments.
  listTokenBundles: { response: { 200: tokenBundlesResponse } },
  listSubscriptionBundles: { response: { 200: subscriptionBundlesResponse } },
  startCardPayment: {
    body: cardPaymentRequest,
    response: { 200: paymentUrlResponse },
    errors: bundleStart.errors,
  },
  confirmCardPayment: {
    params: paymentReturnParams,
    response: { 200: paymentCheckResponse },
    errors: confirmErrors,
  },
  buyTokenBundle: bundleStart,
  buyTokenBundleLegacy: bundleStart,
  buySubscriptionBundle: bundleStart,
  listBundlePurchases: { response: { 200: bundlePurchasesResponse } },
  confirmTokenBundle: bundleConfirm,
  confirmSubscriptionBundle: bundleConfirm,
  stripeWebhook: {
    response: { 200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }) },
  },
  paypalReturn: { query: paypalReturnQuery, response: {} },
  paypalCancel: { query: paypalReturnQuery, response: {} },
  paypalWebhook: {
    response: { 200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }) },
  },

  // Converter and VIN decoder.
  convert: {
    response: { 400: convertError, 408: convertError, 413: convertError, 429: convertError },
    errors: {
      400: 'No file, an unreadable upload (`no_file`, `bad_upload`), or a file that could not be converted (`conversion_failed`: `vrx_file` lists each failed file with why, `files` every file).',
      408: 'The upload took too long (code `upload_too_slow`).',
      413: 'A file, the files together or their number are over the limits (`file_too_large`, `request_too_large`, `too_many_files`, `conversion_failed` when every failed file was too large).',
      415: 'The body is neither multipart/form-data nor application/x-www-form-urlencoded (code `unsupported_media_type`).',
      429: 'Too many conversions or upload bytes from this address (code `rate_limited`): wait `Retry-After` seconds.',
    },
  },
  decodeVin: {
    // Any text: the decoder itself says what is wrong with it (length, letters), as a 400 of this shape.
    params: z.object({ vin: z.string() }),
    response: {
      200: vinDecodeSuccessSchema.extend({ summary: z.string() }),
      400: vinDecodeFailureSchema.extend({
        detail: z.string(),
        // Always sent by the server; optional for clients written before the one error shape.
        code: z.literal('invalid_vin').optional(),
      }),
    },
    errors: { 400: 'The VIN cannot be decoded (code `invalid_vin`): `problem` and `reason` say why.' },
  },

  // The shop itself.
  siteConfig: { response: { 200: siteConfigResponse } },
  health: { response: { 200: healthResponse, 503: healthFailureResponse } },
  live: { response: { 200: healthResponse } },
  ready: { response: { 200: readinessResponse, 503: readinessResponse } },

  // The staff back-office.
  staffListOrders: { query: staffOrderListQuery, response: { 200: staffOrderListResponse } },
  staffGetOrder: {
    params: staffOrderParams,
    response: { 200: staffOrderDetail },
    errors: { 404: 'No such order (code `not_found`).' },
  },
  staffFulfilOrder: {
    params: staffOrderParams,
    body: fulfilOrderRequest,
    response: { 200: staffOrderDetail },
    errors: {
      404: 'No such order (code `not_found`).',
      403: ownOrder403,
      409: 'The order already has a PIN, or is not paid (code `conflict`).',
    },
  },
  staffRevealPin: {
    params: staffOrderParams,
    response: { 200: revealPinResponse },
    errors: {
      404: 'No such order (code `not_found`).',
      409: 'The order has no PIN (code `conflict`).',
      429: 'This staff member revealed STAFF_PIN_REVEALS_PER_HOUR PINs within the hour (code `rate_limited`): wait `Retry-After` seconds.',
    },
  },
  staffFailOrder: {
    params: staffOrderParams,
    body: failOrderRequest,
    response: { 200: staffOrderDetail },
    errors: {
      404: 'No such order (code `not_found`).',
      403: ownOrder403,
      409: 'The order already has a PIN, has already failed, or is not paid (code `conflict`).',
      502: 'The payment provider did not take the refund (code `refund_failed`): nothing was changed; try again.',
    },
  },
  staffCorrectPin: {
    params: staffOrderParams,
    body: correctPinRequest,
    response: { 200: staffOrderDetail },
    errors: {
      404: 'No such order (code `not_found`).',
      403: ownOrder403,
      409: 'The order has no PIN yet: enter it instead (code `conflict`).',
    },
  },
  staffRefundOrder: {
    params: staffOrderParams,
    body: failOrderRequest,
    response: { 200: staffOrderDetail },
    errors: {
      404: 'No such order (code `not_found`).',
      403: `${ownOrder403} Or a staff member's refund above STAFF_REFUND_LIMIT (code \`needs_admin\`): an admin must refund it.`,
      409: 'The order has no PIN yet (fail it instead), or was already refunded (code `conflict`).',
      502: 'The payment provider did not take the refund (code `refund_failed`): nothing was changed; try again.',
    },
  },
  staffListCustomers: { query: staffCustomerListQuery, response: { 200: staffCustomerListResponse } },
  staffGetCustomer: {
    params: staffCustomerParams,
    response: { 200: staffCustomerDetail },
    errors: { 404: noCustomer },
  },
  staffAdjustPoints: {
    params: staffCustomerParams,
    body: staffPointsRequest,
    response: { 200: staffCustomerDetail },
    errors: {
      404: noCustomer,
      403: 'Their own account (code `own_account`), or for a staff member more than STAFF_POINTS_PER_ACTION points at once or STAFF_POINTS_PER_DAY a day (code `needs_admin`): an admin must.',
      409: 'Taking more points than the customer has (code `conflict`): the balance never goes below zero.',
    },
  },
  adminUpdateCustomer: {
    params: staffCustomerParams,
    body: adminCustomerUpdateRequest,
    response: { 200: staffCustomerDetail },
    errors: {
      404: noCustomer,
      403: 'Nobody changes their own account (code `own_account`): another admin must.',
    },
  },
  adminListVariants: { query: adminVariantsQuery, response: { 200: adminVariantsResponse } },
  adminAddVariant: {
    body: adminVariantRequest,
    response: { 201: adminVariant },
    errors: { 400: 'A field is wrong, or the variant is already in the catalogue (a message on `version`).' },
  },
  adminUpdateVariant: {
    params: idParams,
    body: adminVariantUpdateRequest,
    response: { 200: adminVariant },
    errors: { 404: 'No such variant (code `not_found`).' },
  },
  adminImportCatalogue: {
    body: adminCatalogueImportRequest,
    response: { 200: adminCatalogueImportResponse },
    errors: {
      400: 'The CSV is not readable or a row is wrong (messages on `csv`, by line): nothing was added.',
    },
  },
  adminExportCatalogue: { response: { 200: adminCatalogueExportResponse } },
  adminGetPrice: { response: { 200: adminPriceResponse } },
  adminSetPrice: { body: adminPriceRequest, response: { 200: adminPriceResponse } },
  adminListTokenBundles: { response: { 200: adminTokenBundlesResponse } },
  adminAddTokenBundle: { body: adminTokenBundleRequest, response: { 201: adminTokenBundle } },
  adminUpdateTokenBundle: {
    params: idParams,
    body: adminTokenBundleUpdateRequest,
    response: { 200: adminTokenBundle },
    errors: { 404: 'No such token bundle (code `not_found`).' },
  },
  adminListSubscriptionBundles: { response: { 200: adminSubscriptionBundlesResponse } },
  adminAddSubscriptionBundle: {
    body: adminSubscriptionBundleRequest,
    response: { 201: adminSubscriptionBundle },
  },
  adminUpdateSubscriptionBundle: {
    params: idParams,
    body: adminSubscriptionBundleUpdateRequest,
    response: { 200: adminSubscriptionBundle },
    errors: { 404: 'No such subscription bundle (code `not_found`).' },
  },
  staffListAudit: { query: auditListQuery, response: { 200: auditListResponse } },
  staffDashboard: { response: { 200: dashboardResponse } },
  staffListFailedWork: { response: { 200: failedWorkResponse } },
  staffRetryMail: {
    params: failedWorkParams,
    response: { 200: detailResponse },
    errors: { 409: 'The e-mail has not failed, or no longer exists (code `conflict`).' },
  },
  staffRetryJob: {
    params: failedWorkParams,
    response: { 200: detailResponse },
    errors: { 409: 'The job has not failed, or no longer exists (code `conflict`).' },
  },

  // Development stand-ins (never in production, not in the published document).
  devCheckoutPage: { params: devCheckoutParams, response: {} },
  devCheckoutPay: { params: devCheckoutParams, response: {} },
  devCheckoutCancel: { params: devCheckoutParams, response: {} },
  devPaypalPage: { params: devPaypalParams, response: {} },
  devPaypalApprove: { params: devPaypalParams, response: {} },
  devPaypalCancel: { params: devPaypalParams, response: {} },
  devMailboxJson: {
    errors: { 404: 'Not served: the dev mailbox is off (code `not_found`).' },
    response: {
      200: z.array(
        z.object({
          id: z.number().int(),
          to: z.string(),
          subject: z.string(),
          text: z.string(),
          status: z.string(),
          created_at: z.string(),
        }),
      ),
    },
  },
  devMailboxPage: { response: {} },
} satisfies Record<string, Shape>;

export type Shapes = typeof shapes;
export type EndpointId = keyof Shapes;

/** The shape of a descriptor's endpoint: the one lookup the server and both sides' test doubles use. */
export function shapeOf(endpoint: { id: string }): Shape {
  return shapes[endpoint.id as EndpointId] as Shape;
}
