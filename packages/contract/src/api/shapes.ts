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
  conflictResponse,
  failOrderRequest,
  fulfilOrderRequest,
  staffOrderDetail,
  staffOrderListQuery,
  staffOrderListResponse,
  staffOrderParams,
} from '../backoffice.js';
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
  detailResponse as variantsResponse,
  generateResponse,
  getInfoResponse,
  historyResponse,
  priceResponse,
} from '../codes.js';
import { recordId, text } from '../fields.js';
import { bundlePurchasesResponse, cardPaymentRequest, paymentCheckResponse } from '../payments.js';
import { healthFailureResponse, healthResponse, siteConfigResponse } from '../site.js';
import { vinDecodeFailureSchema, vinDecodeSuccessSchema } from '../vin/schema.js';
import type { Shape } from './endpoint.js';

const ownerParams = z.object({ id: recordId() });
/** A checkout's return: our payment id and the provider's checkout session id. */
const paymentReturnParams = z.object({ id: z.string().uuid(), payment: text(255).min(1) });
const devCheckoutParams = z.object({ id: z.string().regex(/^dev_cs_[a-f0-9]{24}$/) });
const bundleStart = { body: bundlePurchaseRequest, response: { 200: paymentUrlResponse } };
const bundleConfirm = { params: paymentReturnParams, response: { 200: purchaseStatusResponse } };

export const shapes = {
  // Accounts (spec §7, first table).
  register: { body: registrationRequest, response: { 201: detailResponse } },
  verifyEmail: { body: verifyEmailRequest, response: { 200: detailResponse } },
  resendConfirmation: { body: resendEmailRequest, response: { 200: detailResponse } },
  signIn: { body: loginRequest, response: { 200: loginResponse } },
  refreshToken: { body: refreshRequest, response: { 200: refreshResponse } },
  signOut: { body: logoutRequest.optional(), response: { 200: detailResponse } },
  signInWithGoogle: { body: googleLoginRequest, response: { 200: loginResponse } },
  changePassword: { body: passwordChangeRequest, response: { 200: detailResponse } },
  setPassword: { body: setPasswordRequest, response: { 200: detailResponse } },
  requestPasswordReset: { body: passwordResetRequest, response: { 200: detailResponse } },
  confirmPasswordReset: {
    params: passwordResetConfirmParams,
    body: passwordResetConfirmRequest,
    response: { 200: detailResponse },
  },

  // The account area.
  userStatus: { response: { 200: userStatusResponse } },
  pointsAndSubscriptions: { response: { 200: pointsAndSubscriptions } },
  getProfile: { params: ownerParams, response: { 200: profileResponse } },
  updateProfile: { params: ownerParams, body: profileUpdateRequest, response: { 200: profileResponse } },
  getEmailPreference: { response: { 200: receiveEmailResponse } },
  toggleEmailPreference: { response: { 200: receiveEmailResponse } },

  // Catalogue and navigation codes.
  listComands: { response: { 200: getInfoResponse } },
  listVariants: { response: { 200: variantsResponse } },
  codePrice: { response: { 200: priceResponse } },
  generateCode: { body: codeRequest, response: { 200: generateResponse } },
  checkOrder: { params: z.object({ orderId: z.string().uuid() }), response: { 200: checkResponse } },
  orderHistory: {
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
    response: { 200: historyResponse },
  },

  // Bundles and card payments.
  listTokenBundles: { response: { 200: tokenBundlesResponse } },
  listSubscriptionBundles: { response: { 200: subscriptionBundlesResponse } },
  startCardPayment: { body: cardPaymentRequest, response: { 200: paymentUrlResponse } },
  confirmCardPayment: { params: paymentReturnParams, response: { 200: paymentCheckResponse } },
  buyTokenBundle: bundleStart,
  buyTokenBundleLegacy: bundleStart,
  buySubscriptionBundle: bundleStart,
  listBundlePurchases: { response: { 200: bundlePurchasesResponse } },
  confirmTokenBundle: bundleConfirm,
  confirmSubscriptionBundle: bundleConfirm,
  stripeWebhook: {
    response: { 200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }) },
  },

  // Converter and VIN decoder.
  convert: { response: {} },
  decodeVin: {
    // Any text: the decoder itself says what is wrong with it (length, letters), as a 400 of this shape.
    params: z.object({ vin: z.string() }),
    response: {
      200: vinDecodeSuccessSchema.extend({ summary: z.string() }),
      400: vinDecodeFailureSchema.extend({ detail: z.string() }),
    },
  },

  // The shop itself.
  siteConfig: { response: { 200: siteConfigResponse } },
  health: { response: { 200: healthResponse, 503: healthFailureResponse } },

  // The staff back-office.
  staffListOrders: { query: staffOrderListQuery, response: { 200: staffOrderListResponse } },
  staffGetOrder: { params: staffOrderParams, response: { 200: staffOrderDetail } },
  staffFulfilOrder: {
    params: staffOrderParams,
    body: fulfilOrderRequest,
    response: { 200: staffOrderDetail, 409: conflictResponse },
  },
  staffFailOrder: {
    params: staffOrderParams,
    body: failOrderRequest,
    response: { 200: staffOrderDetail, 409: conflictResponse },
  },

  // Development stand-ins (never in production, not in the published document).
  devCheckoutPage: { params: devCheckoutParams, response: {} },
  devCheckoutPay: { params: devCheckoutParams, response: {} },
  devCheckoutCancel: { params: devCheckoutParams, response: {} },
  devMailboxJson: {
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
