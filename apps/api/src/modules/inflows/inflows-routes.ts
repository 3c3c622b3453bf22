import {
  depositBody,
  depositReply,
  inflowBody,
  sandboxEmailsReply,
  sandboxMessagesReply,
} from '@owo/contract/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '#app-types';
import { randomToken } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { ok } from '#lib/reply.ts';
import { verifyInflowSignature } from '#lib/signature.ts';
import { refuseUnstorableText } from '#plugins/errors.ts';
import { failures } from '#plugins/openapi.ts';
import { badSignature, creditInflow } from './inflows-service.ts';
import { sandboxEmails, sandboxTexts } from './sandbox-service.ts';

const messagesQuery = z.object({ phone: z.string().max(32).optional() });
const emailsQuery = z.object({ address: z.string().max(254).optional() });

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * POST /webhooks/inflow: the bank partner's signed notice of money received. X-Signature signs the time with
 * the body (lib/signature.ts, decision 012); each reference is credited once (inflows-service.ts).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Keep the exact bytes for the signature check; parse only after it passes.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (req, body, done) => {
      req.rawBody = body as string;
      done(null, {});
    },
  );
  app.post(
    '/webhooks/inflow',
    {
      schema: {
        operationId: 'receiveInflow',
        summary: "Credit an account from the bank partner's signed notice",
        tags: ['webhooks'],
        security: [{ inflowSignature: [] }],
        response: { 200: depositReply, ...failures(400, 401, 404, 409) },
      },
    },
    async (req) => {
      const raw = req.rawBody ?? '';
      if (!verifyInflowSignature(deps.config.webhookSecret, req.headers['x-signature'], raw)) {
        throw badSignature();
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError('invalid', 'Body is not valid JSON');
      }
      refuseUnstorableText(json);
      const parsed = inflowBody.safeParse(json);
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]),
        );
        throw new AppError('invalid', Object.values(fields)[0] ?? 'Invalid body', fields);
      }
      const b = parsed.data;
      const data = await creditInflow(deps, {
        accountNumber: b.account_number,
        amountMinor: b.amount,
        senderName: b.sender_name,
        reference: b.reference,
      });
      return ok('Inflow credited', data);
    },
  );
};

/** Sandbox-only calls: read the SMS outbox, fund an account. Absent in production. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['sandbox'];
  app.get(
    '/sandbox/messages',
    {
      schema: {
        operationId: 'listSandboxMessages',
        summary: 'Sandbox: read the texts sent',
        tags,
        querystring: messagesQuery,
        response: { 200: sandboxMessagesReply },
      },
    },
    async (req) => ok('Messages', await sandboxTexts(deps, req.query.phone)),
  );

  // What the sandbox e-mail rail "sent" (alerts), newest first; to one address or to anyone.
  app.get(
    '/sandbox/emails',
    {
      schema: {
        operationId: 'listSandboxEmails',
        summary: 'Sandbox: read the e-mails sent',
        tags,
        querystring: emailsQuery,
        response: { 200: sandboxEmailsReply },
      },
    },
    async (req) => ok('E-mails', await sandboxEmails(deps, req.query.address)),
  );

  app.post(
    '/sandbox/deposits',
    {
      schema: {
        operationId: 'createSandboxDeposit',
        summary: 'Sandbox: fund an account',
        tags,
        body: depositBody,
        response: { 200: depositReply, ...failures(404, 409) },
      },
    },
    async (req) => {
      const data = await creditInflow(deps, {
        accountNumber: req.body.account_number,
        amountMinor: req.body.amount,
        senderName: req.body.sender_name ?? 'Sandbox Deposit',
        // Without a reference each deposit is a new credit: one is made up (96 random bits).
        reference: req.body.reference ?? `SANDBOX-${randomToken(12)}`,
      });
      return ok('Deposit received', data);
    },
  );
};
