/** The shop's public settings (brand, support address, sign-in options, services). */
import fp from 'fastify-plugin';
import { paypalOffered } from '../../providers/payment/from-config.js';
import { siteRoutes } from './routes.js';

export const sitePlugin = fp(
  async (app) => {
    const { config } = app;
    await app.register(siteRoutes, {
      site: {
        brand: config.BRAND_NAME,
        support_email: config.SUPPORT_EMAIL,
        google_client_id: config.GOOGLE_CLIENT_ID ?? null,
        remote_services: config.REMOTE_SERVICES,
        payment_methods: paypalOffered(config) ? ['card', 'paypal'] : ['card'],
      },
    });
  },
  { name: 'site', decorators: { fastify: ['config'] } },
);
