/** Public shop settings the web app reads once, and the process's health answer. */
import { z } from 'zod';

/**
 * `?lang=de`: the site config of a language's pages (its remote services, decision 067); an
 * unknown language, or none, answers the default (English) one.
 */
export const siteConfigQuery = z.object({ lang: z.string().max(16).optional() });

export const siteConfigResponse = z.object({
  brand: z.string(),
  support_email: z.string(),
  google_client_id: z.string().nullable(),
  remote_services: z.array(z.string()),
  /**
   * The ways to pay the shop offers now (decision 028): always `card`; `paypal` when PayPal's
   * credentials are set, or the dev PayPal page is served. The web shows a PayPal button only then.
   */
  payment_methods: z.array(z.enum(['card', 'paypal'])),
  /**
   * Codes a subscriber may order a day with the subscription (SUBSCRIPTION_DAILY_LIMIT); 0: no
   * limit. The subscription bundles say it where they are sold (issue 31).
   */
  subscription_daily_limit: z.number().int().min(0),
  /**
   * Whether taxes are charged (TAX_MODE, decision 065): `off` (no tax, the default) or `oss` (the
   * customer's country decides; the payment page then asks the total with tax before paying).
   */
  taxes: z.enum(['off', 'oss']).optional(),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

export const healthResponse = z.object({ status: z.literal('ok') });
export const healthFailureResponse = z.object({ status: z.string() });

/** Each readiness check: `ok`, or what is wrong. */
const readinessCheck = z.enum(['ok', 'unavailable', 'migrations_pending', 'shutting_down']);
export const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: readinessCheck,
    redis: readinessCheck.optional(),
    /** `shutting_down` once the process was told to stop: a balancer sends it nothing new. */
    process: readinessCheck.optional(),
  }),
});
