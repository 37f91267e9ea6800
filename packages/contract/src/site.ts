/** Public shop settings the web app reads once, and the process's health answer. */
import { z } from 'zod';

export const siteConfigResponse = z.object({
  brand: z.string(),
  support_email: z.string(),
  google_client_id: z.string().nullable(),
  remote_services: z.array(z.string()),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

export const healthResponse = z.object({ status: z.literal('ok') });
export const healthFailureResponse = z.object({ status: z.string() });
