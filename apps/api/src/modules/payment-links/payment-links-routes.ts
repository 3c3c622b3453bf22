import { moneyMoveHeaders } from '@owo/contract/common';
import {
  createPaymentLinkBody,
  linkPaymentsQuery,
  linkPaymentsReply,
  paymentLinkParams,
  paymentLinkReply,
  paymentLinkSlugParams,
  paymentLinksQuery,
  paymentLinksReply,
  payPaymentLinkBody,
  payPaymentLinkReply,
  publicPaymentLinkReply,
} from '@owo/contract/payment-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { attachment } from '#lib/attachment.ts';
import { publicOrigin } from '#lib/public-origin.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { ok } from '#lib/reply.ts';
import { actingFor } from '#modules/acting-for/acting-for.ts';
import { idempotencyOf, replyWith } from '#money';
import { requireAuth } from '#plugins/authenticate.ts';
import { failures, fileReply } from '#plugins/openapi.ts';
import { posterPdf } from './payment-link-poster.ts';
import {
  createLink,
  deactivate,
  getLink,
  linkPaymentsSince,
  listLinks,
  managedLink,
  payLink,
  publicLink,
} from './payment-links-service.ts';

const tags = ['payment-links'];

/** A customer's own payment links (secured): create, list with totals, read one, deactivate, poster; pay one. */
export const paymentLinksRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // A team member acting for a business (X-Act-For) may list and read its links (links.read) and, as Owner
  // or Admin, create and deactivate them (links.manage).
  // A business's API key with the collect scope manages them, with the read scope reads them.
  const config = { actsFor: true, apiKey: true };
  app.post(
    '/payment-links',
    {
      config,
      schema: {
        operationId: 'createPaymentLink',
        summary: 'Create a payment link',
        tags,
        body: createPaymentLinkBody,
        response: { 200: paymentLinkReply, ...failures(422) },
      },
    },
    async (req) =>
      ok('Payment link created', {
        link: await createLink(
          deps,
          await actingFor(deps, req, 'links.manage'),
          req.body,
          publicOrigin(deps.config, req),
        ),
      }),
  );
  app.get(
    '/payment-links',
    {
      config,
      schema: {
        operationId: 'listPaymentLinks',
        summary: 'List payment links',
        tags,
        querystring: paymentLinksQuery,
        response: { 200: paymentLinksReply },
      },
    },
    async (req) =>
      ok(
        'Payment links',
        await listLinks(
          deps,
          await actingFor(deps, req, 'links.read'),
          req.query.status,
          publicOrigin(deps.config, req),
        ),
      ),
  );
  app.get(
    '/payment-links/:id',
    {
      config,
      schema: {
        operationId: 'getPaymentLink',
        summary: 'Read a payment link',
        tags,
        params: paymentLinkParams,
        response: { 200: paymentLinkReply },
      },
    },
    async (req) =>
      ok('Payment link', {
        link: await getLink(
          deps,
          await actingFor(deps, req, 'links.read'),
          req.params.id,
          publicOrigin(deps.config, req),
        ),
      }),
  );
  app.post(
    '/payment-links/:id/deactivate',
    {
      config,
      schema: {
        operationId: 'deactivatePaymentLink',
        summary: 'Deactivate a payment link',
        tags,
        params: paymentLinkParams,
        response: { 200: paymentLinkReply },
      },
    },
    async (req) =>
      ok('Payment link deactivated', {
        link: await deactivate(
          deps,
          await actingFor(deps, req, 'links.manage'),
          req.params.id,
          publicOrigin(deps.config, req),
        ),
      }),
  );
  app.get(
    '/payment-links/:id/poster.pdf',
    {
      config,
      schema: {
        operationId: 'getPaymentLinkPoster',
        summary: "Download a payment link's QR poster (PDF)",
        tags,
        params: paymentLinkParams,
        produces: ['application/pdf'],
        response: { 200: fileReply('application/pdf', 'The poster: the QR code, the amount and the link.') },
      },
    },
    async (req, reply) => {
      const link = await managedLink(deps, await actingFor(deps, req, 'links.read'), req.params.id);
      const pdf = await posterPdf(link, publicOrigin(deps.config, req));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`owo-payment-link-${link.slug.slice(0, 8)}.pdf`))
        .send(pdf);
    },
  );
  app.post(
    '/payment-links/:slug/pay',
    {
      schema: {
        operationId: 'payPaymentLink',
        summary: 'Pay a payment link from the wallet',
        headers: moneyMoveHeaders,
        tags,
        params: paymentLinkSlugParams,
        body: payPaymentLinkBody,
        response: { 200: payPaymentLinkReply },
      },
    },
    async (req, reply) => {
      const key = idempotencyOf(req, deps.config.pinSecret);
      return replyWith(reply, await payLink(deps, requireAuth(req).userId, req.params.slug, req.body, key));
    },
  );
};

/** Per IP and minute, for the public page's lookups (slugs are unguessable; this keeps scanning slow too). */
export const PUBLIC_LINK_LOOKUPS_PER_MINUTE = 60;
/** Per IP and minute, for a payer's page waiting for their transfer (one ask every 3 s is 20). */
export const PUBLIC_LINK_WATCHES_PER_MINUTE = 120;

/** GET /public/payment-links/:slug: what a stranger sees at /pay/{slug}; no login, least data. */
export const publicPaymentLinksRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/public/payment-links/:slug',
    {
      preHandler: async (req) => {
        const max = Math.min(deps.config.ipRateLimitPerMinute, PUBLIC_LINK_LOOKUPS_PER_MINUTE);
        await rateLimit(deps.db, `ip:payment-link:${req.ip}`, max, 60_000);
      },
      schema: {
        operationId: 'getPublicPaymentLink',
        summary: 'Read a payment link as a payer sees it',
        tags,
        params: paymentLinkSlugParams,
        response: { 200: publicPaymentLinkReply },
      },
    },
    async (req, reply) => {
      reply.header('x-robots-tag', 'noindex');
      return ok('Payment link', { link: await publicLink(deps, req.params.slug) });
    },
  );
  // The payer's page asks every few seconds, after showing the transfer details: its own, looser limit.
  app.get(
    '/public/payment-links/:slug/payments',
    {
      preHandler: async (req) => {
        const max = Math.min(deps.config.ipRateLimitPerMinute, PUBLIC_LINK_WATCHES_PER_MINUTE);
        await rateLimit(deps.db, `ip:payment-link-watch:${req.ip}`, max, 60_000);
      },
      schema: {
        operationId: 'getPublicPaymentLinkPayments',
        summary: 'Read the payments a payment link received since a moment, as its payer sees them',
        tags,
        params: paymentLinkSlugParams,
        querystring: linkPaymentsQuery,
        response: { 200: linkPaymentsReply },
      },
    },
    async (req, reply) => {
      reply.header('x-robots-tag', 'noindex');
      const data = await linkPaymentsSince(deps, req.params.slug, new Date(req.query.since));
      return ok('Payments received', data);
    },
  );
};
