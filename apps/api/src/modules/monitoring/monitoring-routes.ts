import {
  caseParams,
  caseReply,
  casesQuery,
  casesReply,
  closeCaseBody,
  ctrQuery,
  ctrReply,
  decideRuleBody,
  holdDecisionBody,
  holdParams,
  holdReply,
  holdsQuery,
  holdsReply,
  proposeRuleBody,
  ruleHistoryReply,
  ruleParams,
  ruleReply,
  rulesReply,
  ruleVersionParams,
  screenBody,
  screenReply,
  strReportsQuery,
  strReportsReply,
  watchlistsReply,
} from '@owo/contract/monitoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { attachment } from '#lib/attachment.ts';
import { ok } from '#lib/reply.ts';
import { ctrCsv, ctrReport, ctrView } from '#modules/reports/ctr-service.ts';
import { listsInForce } from '#modules/screening/screening-service.ts';
import { audit } from '#modules/staff/audit.ts';
import { staffCan, staffOf } from '#modules/staff/staff-auth.ts';
import { failures, fileReply } from '#plugins/openapi.ts';
import { closeCase, findCases, findOneCase, strReportOf, strReportsFiled } from './cases-service.ts';
import { decideHold, holdNamed, holdsIn, holdView } from './holds-service.ts';
import { staffScreensName } from './onboarding-screening.ts';
import { decideChange, listRules, listVersions, proposeChange } from './rules-service.ts';

const tags = ['compliance'];

const HOLD_DECISIONS = {
  release: {
    operationId: 'opsReleaseHold',
    summary:
      'Release a hold: an onboarding goes on to review; a payment’s release is asked for, and goes to its rail once a second officer approves it',
  },
  approve: {
    operationId: 'opsApproveHoldRelease',
    summary: 'Approve the release of a held payment another officer asked for: it goes to its rail',
  },
  reject: {
    operationId: 'opsRejectHold',
    summary:
      'Reject a hold: the payment is reversed to the customer through the ledger, or the KYC is rejected',
  },
} as const;

const HOLD_OUTCOME_MESSAGES = {
  released: 'Hold released',
  rejected: 'Hold rejected',
  release_requested: 'Release requested: a second officer approves it',
} as const;

/** Monitoring rules: read, propose a change, approve or reject another officer's change. */
const rulesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/monitoring/rules',
    {
      preHandler: staffCan('monitoring.read'),
      schema: {
        operationId: 'opsListRules',
        summary: 'The monitoring rules: each version in force and any change waiting',
        tags,
        response: { 200: rulesReply },
      },
    },
    async () => ok('Rules', await listRules(deps)),
  );
  app.get(
    '/ops/monitoring/rules/:code/versions',
    {
      preHandler: staffCan('monitoring.read'),
      schema: {
        operationId: 'opsRuleVersions',
        summary: "A rule's versions, newest first",
        tags,
        params: ruleParams,
        response: { 200: ruleHistoryReply, ...failures(404) },
      },
    },
    async (req) => ok('Rule versions', await listVersions(deps, req.params.code)),
  );
  app.post(
    '/ops/monitoring/rules/:code/proposals',
    {
      preHandler: staffCan('rules.propose'),
      schema: {
        operationId: 'opsProposeRule',
        summary: 'Propose a new version of a rule (in force once another compliance officer approves it)',
        tags,
        params: ruleParams,
        body: proposeRuleBody,
        response: { 200: ruleReply, ...failures(404, 409) },
      },
    },
    async (req) =>
      ok('Change proposed', await proposeChange(deps, staffOf(req).staffId, req.params.code, req.body)),
  );
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops/monitoring/rules/:code/versions/:version/${decision}`,
      {
        preHandler: staffCan('rules.approve'),
        schema: {
          operationId: decision === 'approve' ? 'opsApproveRule' : 'opsRejectRule',
          summary:
            decision === 'approve'
              ? 'Approve a proposed rule change: it is in force for the next batch'
              : 'Reject a proposed rule change',
          tags,
          params: ruleVersionParams,
          body: decideRuleBody,
          response: { 200: ruleReply, ...failures(403, 404) },
        },
      },
      async (req) =>
        ok(
          decision === 'approve' ? 'Change approved' : 'Change rejected',
          await decideChange(
            deps,
            staffOf(req).staffId,
            req.params.code,
            req.params.version,
            decision,
            req.body.note,
          ),
        ),
    );
  }
};

/** Cases and holds: read, close a case (cleared or escalated to an STR), release or reject a hold. */
const casesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/monitoring/cases',
    {
      preHandler: staffCan('monitoring.read'),
      schema: {
        operationId: 'opsListCases',
        summary:
          'Cases, newest first: by customer (uuid) and status, each with its alerts (rule, evidence), transactions and holds',
        tags,
        querystring: casesQuery,
        response: { 200: casesReply },
      },
    },
    async (req) => ok('Cases', await findCases(deps, staffOf(req).staffId, req.query)),
  );
  app.get(
    '/ops/cases/:id',
    {
      preHandler: staffCan('monitoring.read'),
      schema: {
        operationId: 'opsGetCase',
        summary: 'One case',
        tags,
        params: caseParams,
        response: { 200: caseReply, ...failures(404) },
      },
    },
    async (req) => ok('Case', await findOneCase(deps, staffOf(req).staffId, req.params.id)),
  );
  app.post(
    '/ops/cases/:id/close',
    {
      preHandler: staffCan('monitoring.decide'),
      schema: {
        operationId: 'opsCloseCase',
        summary:
          'Close a case as cleared, or escalate it: a goAML suspicious transaction report is made and kept',
        tags,
        params: caseParams,
        body: closeCaseBody,
        response: { 200: caseReply, ...failures(404, 409, 422) },
      },
    },
    async (req) =>
      ok(
        req.body.resolution === 'escalated' ? 'Case escalated; report made' : 'Case cleared',
        await closeCase(deps, staffOf(req).staffId, req.params.id, req.body),
      ),
  );
  app.get(
    '/ops/cases/:id/str.xml',
    {
      preHandler: staffCan('reports.aml'),
      schema: {
        operationId: 'opsCaseStr',
        summary: "An escalated case's suspicious transaction report, as kept (goAML XML)",
        tags,
        params: caseParams,
        produces: ['application/xml'],
        response: { 200: fileReply('application/xml', 'The goAML report.'), ...failures(404) },
      },
    },
    async (req, reply) => {
      const xml = await strReportOf(deps, staffOf(req).staffId, req.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachment(`str-${req.params.id}.xml`))
        .send(xml);
    },
  );
  app.get(
    '/ops/monitoring/holds',
    {
      preHandler: staffCan('monitoring.read'),
      schema: {
        operationId: 'opsListHolds',
        summary: 'Holds by status (default: waiting for a decision), oldest first',
        tags,
        querystring: holdsQuery,
        response: { 200: holdsReply },
      },
    },
    async (req) => ok('Holds', (await holdsIn(deps, req.query.status)).map(holdView)),
  );
  for (const decision of ['release', 'approve', 'reject'] as const) {
    app.post(
      `/ops/monitoring/holds/:id/${decision}`,
      {
        preHandler: staffCan('monitoring.decide'),
        schema: {
          operationId: HOLD_DECISIONS[decision].operationId,
          summary: HOLD_DECISIONS[decision].summary,
          tags,
          params: holdParams,
          body: holdDecisionBody,
          response: { 200: holdReply, ...failures(404, 409) },
        },
      },
      async (req) => {
        const outcome = await decideHold(deps, staffOf(req).staffId, req.params.id, decision, req.body.note);
        const hold = await holdNamed(deps, req.params.id);
        assert(hold, 'a hold just decided still exists');
        return ok(HOLD_OUTCOME_MESSAGES[outcome], holdView(hold));
      },
    );
  }
};

/** Records a read of a day's CTR in the report's own transaction; `made` when this read made and kept it. */
const ctrRead =
  (staffId: bigint, day: string, action: 'viewed' | 'downloaded') => (q: Queryable, made: boolean) =>
    audit(q, {
      staffId,
      action: `reports.ctr.${action}`,
      subjectType: 'report',
      subjectId: `ctr:${day}`,
      detail: { made },
    });

/** Watch lists and the daily currency transaction report. */
const screeningAndReportsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/screening/lists',
    {
      preHandler: staffCan('monitoring.read'),
      schema: {
        operationId: 'opsWatchlists',
        summary: 'The watch lists in force (loaded with npm run sanctions:load)',
        tags,
        response: { 200: watchlistsReply },
      },
    },
    async () =>
      ok(
        'Watch lists',
        (await listsInForce(deps.db)).map((l) => ({
          source: l.source,
          name: l.name,
          file_name: l.file_name,
          file_sha256: l.file_sha256,
          entry_count: l.entry_count,
          loaded_at: l.loaded_at.toISOString(),
        })),
      ),
  );
  app.post(
    '/ops/screening/check',
    {
      preHandler: staffCan('monitoring.read'),
      schema: {
        operationId: 'opsScreenName',
        summary: 'Screen a name against the lists in force, at the threshold of the rule in force',
        tags,
        body: screenBody,
        response: { 200: screenReply },
      },
    },
    async (req) => {
      const r = await staffScreensName(deps, staffOf(req).staffId, req.body.name);
      return ok('Screened', {
        threshold: r.threshold,
        hit: r.hit,
        matches: r.matches.map((m) => ({
          list: m.list,
          external_id: m.external_id,
          name: m.name,
          matched_name: m.matched_name,
          score: m.score,
          programs: m.programs,
        })),
      });
    },
  );
  app.get(
    '/ops/reports/str',
    {
      preHandler: staffCan('reports.aml'),
      schema: {
        operationId: 'opsListStrs',
        summary: 'The suspicious transaction reports filed (one per escalated case), newest first',
        tags,
        querystring: strReportsQuery,
        response: { 200: strReportsReply },
      },
    },
    async (req) =>
      ok(
        'Suspicious transaction reports',
        (await strReportsFiled(deps, req.query.limit)).map((r) => ({
          uuid: r.uuid,
          case: r.case_uuid,
          customer: { uuid: r.customer_uuid, name: r.customer_name },
          reason: r.reason,
          transaction_count: r.transaction_count,
          sha256: r.sha256,
          filed_by: r.created_by,
          filed_at: r.created_at.toISOString(),
        })),
      ),
  );
  app.get(
    '/ops/reports/ctr',
    {
      preHandler: staffCan('reports.aml'),
      schema: {
        operationId: 'opsCtr',
        summary: "A Lagos day's currency transaction report (made once the day is over, then kept)",
        tags,
        querystring: ctrQuery,
        response: { 200: ctrReply, ...failures(422) },
      },
    },
    async (req) => {
      const r = await ctrReport(
        deps,
        req.query.date,
        ctrRead(staffOf(req).staffId, req.query.date, 'viewed'),
      );
      return ok('Currency transaction report', ctrView(r));
    },
  );
  app.get(
    '/ops/reports/ctr.csv',
    {
      preHandler: staffCan('reports.aml'),
      schema: {
        operationId: 'opsCtrCsv',
        summary: "A Lagos day's currency transaction report as CSV (formula-safe cells)",
        tags,
        querystring: ctrQuery,
        produces: ['text/csv'],
        response: { 200: fileReply('text/csv', 'One row per reported customer.'), ...failures(422) },
      },
    },
    async (req, reply) => {
      const r = await ctrReport(
        deps,
        req.query.date,
        ctrRead(staffOf(req).staffId, req.query.date, 'downloaded'),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`ctr-${req.query.date}.csv`))
        .send(ctrCsv(r));
    },
  );
};

/** Everything compliance needs of monitoring, screening and reports (the ops scope authenticates staff). */
export const monitoringRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(rulesRoutes, { deps });
  await app.register(casesRoutes, { deps });
  await app.register(screeningAndReportsRoutes, { deps });
};
