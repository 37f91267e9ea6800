/** The shapes of the back-office's endpoints (backoffice.ts), keyed by endpoint id. */
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
import { detailResponse } from './common.js';
import type { Shape } from './endpoint.js';

/** A staff write on an order of their own. */
const ownOrder403 = "The signed-in staff member's own order (code `own_account`): another staff member must.";
const noCustomer = 'No such account (code `not_found`).';

export const backofficeShapes = {
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
} satisfies Record<string, Shape>;
