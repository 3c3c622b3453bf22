// Generated from the document the API serves (/api/docs/json) by openapi-typescript: do not edit.
// Regenerate with `npm run lint:openapi -- --write-types`; openapi-document.test.ts fails when it drifts.
export interface paths {
    "/auth/signup/initialize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start signing up: text a code to the phone */
        post: operations["startSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the phone with the texted code */
        post: operations["verifySignupPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text the signup code again */
        post: operations["resendSignupCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup/{uuid}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing up and get a session */
        post: operations["completeSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with phone or e-mail and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/inflow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit an account from the bank partner's signed notice */
        post: operations["receiveInflow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/payment-links/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a payment link as a payer sees it */
        get: operations["getPublicPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/payment-links/{slug}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the payments a payment link received since a moment, as its payer sees them */
        get: operations["getPublicPaymentLinkPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/receipts/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify a receipt by its code */
        get: operations["verifyReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/statements/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify a statement by its code */
        get: operations["verifyStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff sign-in: email, password and the authenticator code (TOTP) */
        post: operations["opsLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/enrol/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whom an enrolment link is for (404 once used or expired) */
        get: operations["opsEnrolment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/enrol/{code}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrolling: the new member's own password, and their authenticator's secret and QR code (shown once, to them) */
        post: operations["opsEnrolPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/enrol/{code}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enrolling: a code from the new authenticator; the member is enrolled and the link spent */
        post: operations["opsEnrolConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/team-invites/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a team invitation by its code */
        get: operations["readTeamInvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox: read the texts sent */
        get: operations["listSandboxMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox: read the e-mails sent */
        get: operations["listSandboxEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox: fund an account */
        post: operations["createSandboxDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/bvn/{bvn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox: the person the BVN directory holds for a BVN (to fill KYC with) */
        get: operations["sandboxBvnRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/settlements/{rail}/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sandbox: a rail partner's settlement report for a day (Lagos time) */
        get: operations["getSandboxSettlementFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/settlement-faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox: make a rail partner's settlement reports get one reference wrong */
        post: operations["createSandboxSettlementFault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox: create a staff member and get their password and TOTP secret */
        post: operations["sandboxCreateStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member and what their role allows */
        get: operations["opsMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff sign-out */
        post: operations["opsLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff accounts */
        get: operations["opsListStaff"];
        put?: never;
        /** Propose a staff member (email and role): another admin approves it, and only then is the account made (decision 041) */
        post: operations["opsProposeStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/staff/proposals/{uuid}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve another admin's proposal: the account is made without credentials, and a one-time link to set them is e-mailed to its owner */
        post: operations["opsApproveStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/staff/{uuid}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose resetting a member's sign-in (a lost authenticator): another admin approves it, and only then are their password and authenticator cleared and a new enrolment link e-mailed to them */
        post: operations["opsProposeStaffReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/staff/proposals/{uuid}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a staff proposal still waiting (its proposer or another admin) */
        post: operations["opsWithdrawStaffProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/staff/{uuid}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a staff member with a reason: they can no longer sign in and their sessions end at once (never one's own) */
        post: operations["opsDisableStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first, with whether its hash chain holds */
        get: operations["opsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the audit log (CSV; formula-safe cells), newest first, up to 100,000 entries */
        get: operations["opsAuditExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find customers by phone (any Nigerian format), e-mail, account number, transaction reference, id or name; newest first without a query */
        get: operations["opsSearchCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/{uuid}/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the reason for opening a customer's page (asked once per customer per staff session; audited) */
        post: operations["opsCustomerAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's page: profile, KYC, accounts, devices, limits, restrictions, transactions, notes (428 until a reason is given; every opening audited) */
        get: operations["opsCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/{uuid}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a staff note to a customer's page (notes are never edited or removed) */
        post: operations["opsCustomerNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/customers/{uuid}/restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place post-no-debit (money in, nothing out), freeze (nothing moves) or close (only at a zero balance) with a reason */
        post: operations["opsRestrictCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/restrictions/{id}/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a restriction: the first call asks for it (pending), a call by a different staff member lifts it */
        post: operations["opsLiftRestriction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity review queue: each customer's latest unverified attempt beside the BVN record, oldest first */
        get: operations["opsKycQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/kyc/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject an identity with a reason: the tier changes at once, the customer is told by SMS and in-app */
        post: operations["opsKycDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard: KYC waiting, restrictions placed today, complaints by time left, money moved and failed sends today, the last ledger check */
        get: operations["opsDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/ledger/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check every ledger invariant now; the dashboard shows the last result */
        post: operations["opsLedgerCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The complaints queue: by deadline, the most overdue first, with the time left */
        get: operations["opsListComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/complaints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A complaint and its conversation (the look is recorded in the audit log) */
        get: operations["opsGetComplaint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/complaints/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to the customer (told by SMS and in the app; recorded in the audit log) */
        post: operations["opsReplyToComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/complaints/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a complaint with an outcome (the customer is told; recorded in the audit log) */
        post: operations["opsResolveComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/refunds/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transaction by reference: its amount and fee, what was refunded and what can still be */
        get: operations["opsRefundLookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a refund of all or part of a customer's debit (never more than is left of it); another finance member approves it */
        post: operations["opsProposeRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a credit or debit between a customer and a named suspense account; another finance member approves it */
        post: operations["opsProposeAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refunds, adjustments and reconciliation breaks' entries waiting for a second finance member (or decided), newest first */
        get: operations["opsApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a proposal and move the money (one balanced entry through the money core; a break's entry resolves its break); 403 for its proposer */
        post: operations["opsApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/approvals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a proposal with a reason (its proposer may withdraw it so); nothing moves */
        post: operations["opsReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The monitoring rules: each version in force and any change waiting */
        get: operations["opsListRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/rules/{code}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A rule's versions, newest first */
        get: operations["opsRuleVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/rules/{code}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a new version of a rule (in force once another compliance officer approves it) */
        post: operations["opsProposeRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/rules/{code}/versions/{version}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a proposed rule change: it is in force for the next batch */
        post: operations["opsApproveRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/rules/{code}/versions/{version}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a proposed rule change */
        post: operations["opsRejectRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cases, newest first: by customer (uuid) and status, each with its alerts (rule, evidence), transactions and holds */
        get: operations["opsListCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/cases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case */
        get: operations["opsGetCase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/cases/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a case as cleared, or escalate it: a goAML suspicious transaction report is made and kept */
        post: operations["opsCloseCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/cases/{id}/str.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An escalated case's suspicious transaction report, as kept (goAML XML) */
        get: operations["opsCaseStr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/holds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Holds by status (default: waiting for a decision), oldest first */
        get: operations["opsListHolds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/holds/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a hold: an onboarding goes on to review; a payment’s release is asked for, and goes to its rail once a second officer approves it */
        post: operations["opsReleaseHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/holds/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve the release of a held payment another officer asked for: it goes to its rail */
        post: operations["opsApproveHoldRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/monitoring/holds/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a hold: the payment is reversed to the customer through the ledger, or the KYC is rejected */
        post: operations["opsRejectHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/screening/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The watch lists in force (loaded with npm run sanctions:load) */
        get: operations["opsWatchlists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/screening/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Screen a name against the lists in force, at the threshold of the rule in force */
        post: operations["opsScreenName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reports/str": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The suspicious transaction reports filed (one per escalated case), newest first */
        get: operations["opsListStrs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reports/ctr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Lagos day's currency transaction report (made once the day is over, then kept) */
        get: operations["opsCtr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reports/ctr.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Lagos day's currency transaction report as CSV (formula-safe cells) */
        get: operations["opsCtrCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reconciliation/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settlement files imported (newest first, 200 at most) */
        get: operations["listSettlementImports"];
        put?: never;
        /** Import a partner's settlement file for a day and reconcile it */
        post: operations["importSettlementFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reconciliation/breaks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The breaks queue, filtered by rail, kind, state, days and reference */
        get: operations["listReconciliationBreaks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reconciliation/breaks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A break, the partner's lines that name it and Owo's history row */
        get: operations["getReconciliationBreak"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reconciliation/breaks/{id}/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a break as explained, with a note */
        post: operations["explainReconciliationBreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reconciliation/breaks/{id}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a journal entry for a break: the customer credited or debited against reconciliation suspense; decided on the approvals desk (POST /ops/approvals/{id}/approve) */
        post: operations["proposeBreakEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reconciliation/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each rail's position on a day: Owo's side, the partner's file, breaks, the clearing account */
        get: operations["getReconciliationPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reports/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Lagos day's trial balance (kept once the day is closed; today's is provisional) */
        get: operations["getTrialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reports/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account class's balance (and one account's) at the end of a day or at a moment */
        get: operations["getBalancesAsAt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ops/reports/ledger-checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ledger checks kept (each day’s close and those run by staff), newest first */
        get: operations["listLedgerChecks"];
        put?: never;
        /** Run the ledger check now and keep its result */
        post: operations["runLedgerCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the signed-in customer */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out: end this session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/update/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/pin/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the transaction PIN */
        post: operations["setUpPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/pin/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the transaction PIN */
        post: operations["changePin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/pin/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgot PIN: text a reset code */
        post: operations["forgotPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/pin/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset the PIN with the texted code */
        post: operations["resetPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/kyc/document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the identity documents accepted */
        get: operations["listKycDocumentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/kyc/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit identity verification */
        post: operations["submitKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts and balances */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the transaction history */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an account and its latest transactions */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a transaction */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the banks a transfer can go to */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the exchange rates */
        get: operations["getRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read what the customer may still send now, and which limit sets it */
        get: operations["getSendingLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/momo/issuers/{param}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List mobile money issuers for a currency */
        get: operations["listMomoIssuers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/enaira/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve an eNaira alias to a name */
        post: operations["resolveEnairaAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/enaira/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote the fee of an eNaira send */
        post: operations["quoteEnairaFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/remittance/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve a bank account to its name */
        post: operations["resolveBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/remittance/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote the fee of a bank transfer */
        post: operations["quoteBankTransferFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/momo/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote the fee of a mobile money send */
        post: operations["quoteMomoFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/enaira/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send to an eNaira wallet */
        post: operations["sendEnaira"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/remittance/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a bank transfer (NGN, or USD to a Nigerian bank) */
        post: operations["sendBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/usd/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a USD wire to a US bank */
        post: operations["sendUsdWire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/momo/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send to Ghana mobile money */
        post: operations["sendMomo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfers/by-key/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What became of a send whose answer was lost, by its Idempotency-Key (404: never received) */
        get: operations["getTransferByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List saved recipients */
        get: operations["listBeneficiaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficiaries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a saved recipient */
        delete: operations["deleteBeneficiary"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cards */
        get: operations["listCards"];
        put?: never;
        /** Create the virtual dollar card */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze the card */
        post: operations["freezeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfreeze the card */
        post: operations["unfreezeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fund the card from the naira account */
        post: operations["fundCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the card's transactions */
        get: operations["listCardTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reveal the card's number with the PIN */
        post: operations["revealCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment links */
        get: operations["listPaymentLinks"];
        put?: never;
        /** Create a payment link */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a payment link */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a payment link */
        post: operations["deactivatePaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{id}/poster.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a payment link's QR poster (PDF) */
        get: operations["getPaymentLinkPoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{slug}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a payment link from the wallet */
        post: operations["payPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/template.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the bulk payout CSV template */
        get: operations["getPayoutTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bulk payout batches */
        get: operations["listPayoutBatches"];
        put?: never;
        /** Create a bulk payout batch */
        post: operations["createPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a batch and its rows */
        get: operations["getPayoutBatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/{id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a batch's CSV */
        post: operations["uploadPayoutCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/{id}/rows/{row}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fix a row of a batch */
        post: operations["updatePayoutRow"];
        /** Remove a row from a batch */
        delete: operations["deletePayoutRow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/{id}/result.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a batch's results (CSV) */
        get: operations["getPayoutResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a batch with the PIN (people) or an API key, and pay it or ask for approval */
        post: operations["confirmPayoutBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read referrals and their terms */
        get: operations["listReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List signed-in devices */
        get: operations["listDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign a device out */
        delete: operations["signOutDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the daily limit and freeze state */
        get: operations["getSecurity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/daily-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the own daily limit */
        post: operations["setDailyLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Freeze outgoing money */
        post: operations["freezeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/unfreeze/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a code to unfreeze */
        post: operations["sendUnfreezeCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unfreeze with the PIN and the texted code */
        post: operations["unfreezeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the inbox */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read */
        post: operations["markNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read alert preferences */
        get: operations["getAlertPreferences"];
        /** Set alert preferences */
        put: operations["setAlertPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Get a single-use ticket for the event stream */
        post: operations["createEventTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{uuid}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a transaction's receipt (PDF) */
        get: operations["getReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bill categories */
        get: operations["listBillCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/billers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List billers of a category */
        get: operations["listBillers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/billers/{biller}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a biller's products */
        get: operations["listBillerProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a bill's customer number */
        post: operations["validateBillCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote the fee of a bill */
        post: operations["quoteBillFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a bill */
        post: operations["payBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bills/beneficiaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List saved bill customers */
        get: operations["listSavedBillers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{uuid}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a statement (PDF or CSV) */
        get: operations["downloadStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read spending insights */
        get: operations["getInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the businesses one acts for */
        get: operations["listActingBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the business's members */
        get: operations["listTeamMembers"];
        put?: never;
        /** Invite a member */
        post: operations["inviteTeamMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        /** Change a member's role or limit */
        patch: operations["updateTeamMember"];
        trace?: never;
    };
    "/team/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List sends awaiting approval */
        get: operations["listApprovals"];
        put?: never;
        /** Prepare a send for approval */
        post: operations["prepareSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/approvals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an approval */
        get: operations["getApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a send and pay it */
        post: operations["approveSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/approvals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a send */
        post: operations["rejectSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/invites/{code}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the team that invited your phone */
        post: operations["acceptTeamInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/team/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the audit log */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the business's API keys */
        get: operations["listApiKeys"];
        put?: never;
        /** Create an API key (its secret is in this reply only) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/api-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the automatic approval limit for payout batches API keys confirm */
        get: operations["getApiSettings"];
        /** Set (or turn off, null) automatic approval of API key payout batches up to a total (owner only) */
        put: operations["saveApiSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the business's webhook endpoints */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /** Register a webhook endpoint and the events it receives (its signing secret is in this reply only) */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/webhooks/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch on an endpoint that was switched off after failing */
        post: operations["enableWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give an endpoint a new signing secret (in this reply only) and switch it on; the old secret stops working at once */
        post: operations["rollWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's delivery log (newest first) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/webhooks/{id}/deliveries/{delivery}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again (the same event id) */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook endpoint (nothing more is delivered to it) */
        delete: operations["removeWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the customer’s complaints */
        get: operations["listComplaints"];
        put?: never;
        /**
         * Open a complaint
         * @description Opens a complaint, about one of the customer’s own transactions or not, with its first message. The reply carries the tracking number and due_at, the time by which Owo must answer (72 hours for a failed or disputed transfer, 14 days for other complaints); the customer is also told both by SMS and in the inbox. One unresolved complaint per transaction (409 with the open one’s id).
         */
        post: operations["openComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/complaints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a complaint and its conversation */
        get: operations["getComplaint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/complaints/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write in a complaint’s conversation */
        post: operations["addComplaintMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/complaints/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a resolved complaint
         * @description Within 14 days of its resolution (reopen_until), with the reason as a message; the deadline starts again. Later: 422.
         */
        post: operations["reopenComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream live events (server-sent events)
         * @description text/event-stream. Each event: `id` (resume with Last-Event-ID), `event` (credit, debit, status, security, team), `data` (a notification as JSON). Comment lines every 15 s keep it open; `event: end` precedes a close: `{"reason":"signed_out"}` on sign-out, `{"reason":"replaced"}` when the customer opened a sixth stream (at most 5 are open per customer; the oldest is closed).
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptInviteReply: {
            status: boolean;
            message: string;
            data: {
                business: components["schemas"]["ActingBusiness"];
            };
        };
        AccountReply: {
            status: boolean;
            message: string;
            data: {
                account: components["schemas"]["BankAccount"];
                transactions: components["schemas"]["Transaction"][];
            };
        };
        AccountsReply: {
            status: boolean;
            message: string;
            data: {
                accounts: components["schemas"]["BankAccount"][];
                account_name: string;
            };
        };
        ActingBusiness: {
            id: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "admin" | "initiator" | "approver" | "viewer";
            own: boolean;
            personal: boolean;
            approval_limit: number | null;
            permissions: string[];
        };
        ActingBusinessesReply: {
            status: boolean;
            message: string;
            data: {
                businesses: components["schemas"]["ActingBusiness"][];
            };
        };
        AdjustmentProposalBody: {
            /** Format: uuid */
            customer: string;
            /** @enum {string} */
            direction: "credit" | "debit";
            amount: number | string;
            reason: string;
            /** @enum {string} */
            suspense_account: "suspense:adjustments" | "suspense:recon" | "suspense:refunds";
        };
        Alert: {
            uuid: string;
            rule: {
                code: string;
                name: string;
                version: number;
                indicator: string;
            };
            /** @enum {string} */
            severity: "low" | "medium" | "high" | "critical";
            /** @enum {string} */
            action: "alert" | "hold";
            /** @enum {string} */
            subject: "transaction" | "onboarding";
            evidence: {
                [key: string]: unknown;
            };
            /** @description The uuid of the transaction that made the rule fire */
            transaction: string | null;
            /** @description The uuids of every transaction of the pattern */
            transactions: string[];
            created_at: string;
        };
        AlertPreferences: {
            sms: boolean;
            email: boolean;
        };
        AlertPreferencesBody: {
            sms: boolean;
            email: boolean;
        };
        AlertPreferencesReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["AlertPreferences"];
        };
        ApiKey: {
            id: string;
            name: string;
            scopes: components["schemas"]["ApiKeyScope"][];
            /** @enum {string} */
            mode: "test" | "live";
            prefix: string;
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
        };
        ApiKeyCreatedReply: {
            status: boolean;
            message: string;
            data: {
                id: string;
                name: string;
                scopes: components["schemas"]["ApiKeyScope"][];
                /** @enum {string} */
                mode: "test" | "live";
                prefix: string;
                created_at: string;
                last_used_at: string | null;
                revoked_at: string | null;
                key: string;
            };
        };
        ApiKeyReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["ApiKey"];
        };
        /** @enum {string} */
        ApiKeyScope: "read" | "collect" | "payout";
        ApiKeysReply: {
            status: boolean;
            message: string;
            data: {
                keys: components["schemas"]["ApiKey"][];
            };
        };
        ApiSettings: {
            auto_approve_limit: number | null;
        };
        ApiSettingsBody: {
            auto_approve_limit: number | string | null;
        };
        ApiSettingsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["ApiSettings"];
        };
        Approval: {
            id: string;
            /** @enum {string} */
            kind: "send" | "bill" | "payout_batch";
            route: ("remittance" | "enaira" | "momo" | "usd") | null;
            status: components["schemas"]["ApprovalStatus"];
            amount: number;
            fee: number | null;
            total: number;
            /** @constant */
            currency: "NGN";
            summary: string;
            note: string | null;
            recipient: components["schemas"]["ApprovalParty"] | null;
            receive: {
                amount: number;
                currency: string;
            } | null;
            batch: {
                name: string;
                count: number;
                rows: components["schemas"]["ApprovalBatchRow"][] | null;
            } | null;
            business: {
                id: string;
                name: string;
            };
            initiated_by: {
                id: string;
                name: string;
            };
            waiting_for: string[];
            decided_by: {
                id: string;
                name: string;
            } | null;
            decided_at: string | null;
            reason: string | null;
            transaction_reference: string | null;
            payment_status: components["schemas"]["TransactionStatus"] | null;
            created_at: string;
        };
        ApprovalBatchRow: {
            row: number;
            name: string;
            bank: string;
            account: string;
            amount: number;
            fee: number;
            narration: string;
        };
        ApprovalParty: {
            name: string;
            bank: string;
            account: string;
        };
        ApprovalReply: {
            status: boolean;
            message: string;
            data: {
                approval: components["schemas"]["Approval"];
            };
        };
        /** @enum {string} */
        ApprovalStatus: "pending" | "approved" | "rejected" | "cancelled";
        ApprovalsReply: {
            status: boolean;
            message: string;
            data: {
                approvals: components["schemas"]["Approval"][];
            };
        };
        ApproveBody: {
            pin: string | number;
        };
        ApprovedReply: {
            status: boolean;
            message: string;
            data: {
                approval: components["schemas"]["Approval"];
                payment: {
                    transaction: components["schemas"]["Transaction"];
                    receive: components["schemas"]["Receive"] | null;
                } | null;
            };
        };
        AuditEntry: {
            id: string;
            action: string;
            summary: string;
            actor: {
                id: string;
                name: string;
            };
            created_at: string;
        };
        AuditPage: {
            current_page: number;
            data: components["schemas"]["AuditEntry"][];
            first_page_url: string;
            from: number | null;
            last_page: number;
            last_page_url: string;
            links: {
                url: string | null;
                label: string;
                active: boolean;
            }[];
            next_page_url: string | null;
            path: string;
            per_page: number;
            prev_page_url: string | null;
            to: number | null;
            total: number;
        };
        AuditReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["AuditPage"];
        };
        Balances: {
            at: string;
            lines: {
                class: string;
                currency: string;
                balance: number;
            }[];
            account: {
                id: string;
                class: string;
                code: string | null;
                account_number: string | null;
                currency: string;
                balance: number;
            } | null;
        };
        BalancesReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Balances"];
        };
        Bank: {
            BankName: string;
            CBNBankCode: string;
        };
        BankAccount: {
            uuid: string;
            account_number: string;
            account_name: string;
            bank_name: string;
            currency: string;
            balance: number;
            created_at: string;
        };
        BankTransfer: {
            bank_name: string;
            bank_code: string;
            account_number: string;
            account_name: string;
        };
        BanksReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Bank"][];
        };
        BeneficiariesReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Beneficiary"][];
        };
        Beneficiary: {
            id: string;
            type: components["schemas"]["BeneficiaryType"];
            name: string;
            currency: string;
            alias: string | null;
            account_number: string | null;
            bank_name: string | null;
            bank_code: string | null;
            issuer: string | null;
            number: string | null;
            details: {
                [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
        };
        BeneficiaryDeletedReply: {
            status: boolean;
            message: string;
            data: null;
        };
        /** @enum {string} */
        BeneficiaryType: "enaira" | "bank" | "usd" | "momo";
        BillCategoriesReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["BillCategoryItem"][];
        };
        /** @enum {string} */
        BillCategory: "airtime" | "data" | "electricity" | "cable";
        BillCategoryItem: {
            code: components["schemas"]["BillCategory"];
            name: string;
        };
        BillFeeBody: {
            biller: string;
            product?: string | null;
            amount: number | string;
        };
        BillFeeReply: {
            status: boolean;
            message: string;
            data: {
                amount: number;
                fee: number;
                total: number;
                currency: string;
            };
        };
        BillPayBody: {
            biller: string;
            product?: string | null;
            customer_id: string | number;
            amount: number | string;
            pin: string | number;
            save_beneficiary?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
        };
        BillPayReply: {
            status: boolean;
            message: string;
            data: {
                transaction: components["schemas"]["Transaction"];
            };
        };
        BillProduct: {
            code: string;
            name: string;
            price: number;
            size: string | null;
            validity: string | null;
        };
        BillProductsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["BillProduct"][];
        };
        BillValidateBody: {
            biller: string;
            customer_id: string | number;
        };
        BillValidateReply: {
            status: boolean;
            message: string;
            data: {
                biller: string;
                customer_id: string;
                name: string;
                address: string | null;
                current_bouquet: string | null;
                warning: string | null;
            };
        };
        Biller: {
            code: string;
            name: string;
            category: components["schemas"]["BillCategory"];
            meter_type: ("prepaid" | "postpaid") | null;
            customer_id_label: string;
            has_products: boolean;
        };
        BillersReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Biller"][];
        };
        /** @enum {string} */
        BreakKind: "ours_only" | "theirs_only" | "amount_differs" | "duplicated" | "status_differs";
        BreakProposalBody: {
            /** @enum {string} */
            direction: "credit" | "debit";
            amount: number | string;
            reason: string;
        };
        BreakProposalReply: {
            status: boolean;
            message: string;
            data: {
                proposal: components["schemas"]["ProposalView"];
                break: components["schemas"]["ReconBreak"];
            };
        };
        /** @enum {string} */
        BreakState: "open" | "explained" | "resolved";
        BvnRecord: {
            firstname: string;
            middlename: string;
            lastname: string;
            dob: string;
        };
        BvnRecordReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["BvnRecord"];
        };
        Card: {
            id: string;
            brand: string;
            last4: string;
            expiry: string;
            expiry_month: number;
            expiry_year: number;
            name_on_card: string;
            status: components["schemas"]["CardStatus"];
            currency: string;
            balance: number;
            created_at: string;
        };
        CardFundBody: {
            amount: number | string;
            pin: string | number;
        };
        CardFundReply: {
            status: boolean;
            message: string;
            data: {
                card: components["schemas"]["Card"];
                transaction: components["schemas"]["Transaction"];
                receive: components["schemas"]["Receive"];
            };
        };
        CardReply: {
            status: boolean;
            message: string;
            data: {
                card: components["schemas"]["Card"];
            };
        };
        CardRevealBody: {
            pin: string | number;
        };
        CardRevealReply: {
            status: boolean;
            message: string;
            data: {
                card: components["schemas"]["Card"];
                pan: string;
                cvv: string;
            };
        };
        /** @enum {string} */
        CardStatus: "active" | "frozen";
        CardsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Card"][];
        };
        Case: {
            uuid: string;
            /** @enum {string} */
            status: "open" | "cleared" | "escalated";
            customer: {
                uuid: string;
                name: string | null;
                type: string;
                phone: string;
            };
            opened_at: string;
            closed_at: string | null;
            closed_by: string | null;
            note: string | null;
            alerts: components["schemas"]["Alert"][];
            transactions: components["schemas"]["CaseTransaction"][];
            holds: components["schemas"]["Hold"][];
            report: {
                uuid: string;
                created_at: string;
            } | null;
        };
        CaseReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Case"];
        };
        CaseTransaction: {
            uuid: string;
            reference: string;
            /** @enum {string} */
            direction: "debit" | "credit";
            rail: string;
            status: string;
            currency: string;
            /** @description Major units, two decimals */
            amount: string;
            counterparty_name: string | null;
            counterparty_account: string | null;
            counterparty_bank: string | null;
            created_at: string;
        };
        CasesReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Case"][];
        };
        CloseCaseBody: {
            /** @enum {string} */
            resolution: "cleared" | "escalated";
            note: string;
        };
        CodeSentReply: {
            status: boolean;
            message: string;
            data: {
                resend_after_seconds: number;
            };
        };
        Complaint: {
            id: string;
            tracking_number: string;
            /** @enum {string} */
            category: "debited_not_received" | "wrong_amount" | "unauthorised" | "other";
            /** @enum {string} */
            status: "open" | "answered" | "resolved";
            due_at: string;
            /** @enum {string} */
            urgency: "overdue" | "under_24h" | "under_72h" | "later" | "resolved";
            outcome: ("upheld" | "partly_upheld" | "not_upheld") | null;
            resolution: string | null;
            resolved_at: string | null;
            reopen_until: string | null;
            can_reopen: boolean;
            transaction: components["schemas"]["ComplaintTransaction"] | null;
            last_message_at: string;
            created_at: string;
        };
        ComplaintMessage: {
            id: string;
            /** @enum {string} */
            author: "customer" | "owo";
            /** @enum {string} */
            kind: "message" | "resolution" | "reopen";
            body: string;
            outcome: ("upheld" | "partly_upheld" | "not_upheld") | null;
            created_at: string;
        };
        ComplaintMessageBody: {
            message: string;
        };
        ComplaintReply: {
            status: boolean;
            message: string;
            data: {
                complaint: components["schemas"]["Complaint"];
                messages: components["schemas"]["ComplaintMessage"][];
            };
        };
        ComplaintTransaction: {
            id: string;
            reference: string;
            /** @enum {string} */
            direction: "debit" | "credit";
            status: string;
            amount: number;
            currency: string;
            counterparty_name: string | null;
            created_at: string;
            description: {
                /** @enum {string} */
                kind: "transfer" | "bill" | "payment_link" | "deposit" | "card";
                title: string;
                subtitle: string | null;
                status_label: string;
                amount: string;
                fee: string;
                total: string;
                amount_line: string;
                summary: string;
                narration: string | null;
                reference: string;
                token: string | null;
                units: string | null;
            };
        };
        ComplaintsReply: {
            status: boolean;
            message: string;
            data: {
                complaints: components["schemas"]["Complaint"][];
            };
        };
        ConfirmPayoutRequest: {
            pin?: string | number;
        };
        CreateApiKeyBody: {
            name: string;
            scopes: components["schemas"]["ApiKeyScope"][];
        };
        CreateComplaintBody: {
            transaction_id?: string | null;
            /** @enum {string} */
            category: "debited_not_received" | "wrong_amount" | "unauthorised" | "other";
            message: string;
        };
        CreateComplaintReply: {
            status: boolean;
            message: string;
            data: {
                id: string;
                tracking_number: string;
                due_at: string;
                complaint: components["schemas"]["Complaint"];
                messages: components["schemas"]["ComplaintMessage"][];
            };
        };
        CreatePaymentLinkBody: {
            description: string;
            /** @enum {string} */
            amount_type: "fixed" | "open";
            amount?: number | string;
            /** @default false */
            single_use?: boolean;
            expires_at?: string | null;
        };
        CreatePayoutBody: {
            name: string;
            /** Format: uuid */
            account_id: string;
        };
        CreateWebhookBody: {
            /** Format: uri */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
        };
        CtrReply: {
            status: boolean;
            message: string;
            data: {
                date: string;
                individual_threshold: string;
                company_threshold: string;
                generated_at: string;
                rows: components["schemas"]["CtrRow"][];
            };
        };
        CtrRow: {
            customer: string;
            name: string | null;
            /** @enum {string} */
            type: "personal" | "business";
            account_numbers: string[];
            /** @description Naira received that day, two decimals */
            credits: string;
            /** @description Naira sent that day, fees included, two decimals */
            debits: string;
            credit_count: number;
            debit_count: number;
            threshold: string;
        };
        CustomerAccessBody: {
            reason: string;
        };
        CustomerAccessReply: {
            status: boolean;
            message: string;
            data: {
                reason: string;
                at: string;
            };
        };
        /** @enum {string} */
        CustomerMatch: "phone" | "email" | "account" | "reference" | "id" | "name" | "recent";
        CustomerNote: {
            id: string;
            body: string;
            staff_email: string;
            created_at: string;
        };
        CustomerNoteBody: {
            body: string;
        };
        CustomerNoteReply: {
            status: boolean;
            message: string;
            data: {
                note: components["schemas"]["CustomerNote"];
            };
        };
        CustomerPage: {
            access: {
                reason: string;
                at: string;
            };
            masked: boolean;
            profile: {
                uuid: string;
                name: string | null;
                /** @enum {string} */
                type: "personal" | "business";
                firstname: string | null;
                middlename: string | null;
                lastname: string | null;
                business_name: string | null;
                phone: string;
                email: string;
                dob: string | null;
                address: string | null;
                registration_number: string | null;
                created_at: string;
                pin_set: boolean;
                pin_locked_until: string | null;
                login_locked_until: string | null;
                frozen_by_customer_at: string | null;
            };
            kyc: {
                status: components["schemas"]["KycStatus"];
                tier: number;
                submitted_at: string | null;
                verified_at: string | null;
                submissions: {
                    bvn: string;
                    document_type: string;
                    document_number: string;
                    status: string;
                    created_at: string;
                    decided_at: string | null;
                }[];
                cases: components["schemas"]["KycCase"][];
            };
            accounts: {
                uuid: string;
                account_number: string | null;
                currency: string;
                name: string;
                balance_minor: string;
            }[];
            cards: {
                uuid: string;
                last4: string;
                status: string;
                balance_minor: string;
                currency: string;
            }[];
            devices: {
                uuid: string;
                label: string;
                first_seen_at: string;
                last_seen_at: string;
                trusted: boolean;
                signed_out_at: string | null;
            }[];
            sessions: {
                client_type: string | null;
                device: string | null;
                created_at: string;
                expires_at: string;
            }[];
            limits: {
                tier: number;
                per_transfer_minor: string;
                daily_tier_minor: string;
                daily_own_minor: string | null;
                daily_effective_minor: string;
                spent_today_minor: string;
                max_balance_minor: string | null;
                new_device_cap: {
                    limit_minor: string;
                    left_minor: string;
                    lifts_at: string;
                } | null;
            };
            restriction_in_force: ("pnd" | "freeze" | "close") | null;
            restrictions: components["schemas"]["RestrictionView"][];
            transactions: components["schemas"]["CustomerTransaction"][];
            complaints: {
                id: string;
                tracking_number: string;
                category: string;
                status: string;
                opened_at: string;
                due_at: string;
                seconds_left: number;
                /** @enum {string} */
                urgency: "overdue" | "under_24h" | "under_72h" | "later" | "resolved";
                outcome: string | null;
                resolved_at: string | null;
                transaction_reference: string | null;
            }[] | null;
            alerts: {
                id: string;
                rule: string;
                severity: string;
                action: string;
                subject: string;
                case_status: string;
                /** @description The uuid of the case the alert belongs to */
                case: string;
                transaction_reference: string | null;
                created_at: string;
            }[] | null;
            notes: components["schemas"]["CustomerNote"][];
        };
        CustomerPageReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["CustomerPage"];
        };
        CustomerRow: {
            uuid: string;
            name: string | null;
            /** @enum {string} */
            type: "personal" | "business";
            phone: string;
            email: string;
            account_number: string | null;
            kyc_status: components["schemas"]["KycStatus"];
            tier: number;
            restriction: ("pnd" | "freeze" | "close") | null;
            created_at: string;
        };
        CustomerSearchReply: {
            status: boolean;
            message: string;
            data: {
                customers: components["schemas"]["CustomerRow"][];
                match: components["schemas"]["CustomerMatch"] | null;
                /** @enum {string} */
                order: "relevance" | "newest";
                page: number;
                per_page: number;
                total: number;
                total_capped: boolean;
            };
        };
        CustomerTransaction: {
            uuid: string;
            reference: string;
            /** @enum {string} */
            direction: "debit" | "credit";
            rail: string;
            status: string;
            currency: string;
            amount_minor: string;
            fee_minor: string;
            counterparty: string | null;
            narration: string | null;
            created_at: string;
            timeline: {
                step: string;
                label: string;
                at: string | null;
                detail: string | null;
            }[];
            description: {
                /** @enum {string} */
                kind: "transfer" | "bill" | "payment_link" | "deposit" | "card";
                title: string;
                subtitle: string | null;
                status_label: string;
                amount: string;
                fee: string;
                total: string;
                amount_line: string;
                summary: string;
                narration: string | null;
                reference: string;
                token: string | null;
                units: string | null;
            };
        };
        DailyLimitBody: {
            amount: number | string | null;
        };
        DashboardReply: {
            status: boolean;
            message: string;
            data: {
                kyc_waiting: number;
                restrictions_today: number;
                complaints: {
                    overdue: number;
                    under_24h: number;
                    under_72h: number;
                    later: number;
                };
                alerts_open: number;
                payouts_waiting: {
                    count: number;
                    failing: number;
                    oldest_at: string | null;
                };
                today: {
                    since: string;
                    sent_count: number;
                    sent_minor: string;
                    received_count: number;
                    received_minor: string;
                    failed_sends: number;
                };
                ledger_check: {
                    ok: boolean;
                    problems: string[];
                    duration_ms: number;
                    checked_at: string;
                } | null;
            };
        };
        DecideRuleBody: {
            note?: string;
        };
        DepositBody: {
            account_number: string;
            amount: number | string;
            sender_name?: string;
            reference?: string;
        };
        DepositReply: {
            status: boolean;
            message: string;
            data: {
                transaction: components["schemas"]["Transaction"];
            };
        };
        Device: {
            uuid: string;
            label: string;
            first_seen_at: string;
            last_seen_at: string;
            current: boolean;
            active: boolean;
        };
        DevicesReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Device"][];
        };
        DocumentTypesReply: {
            status: boolean;
            message: string;
            data: {
                id: number;
                name: string;
            }[];
        };
        EmptyReply: {
            status: boolean;
            message: string;
            data?: null;
        };
        EnairaFeeBody: {
            alias: string;
            amount: number | string;
        };
        EnairaResolveBody: {
            alias: string;
        };
        EnairaResolveReply: {
            status: boolean;
            message: string;
            data: {
                alias: string;
                name: string;
            };
        };
        EnairaSendBody: {
            alias: string;
            amount: number | string;
            name?: string | null;
            note: string;
            pin: string | number;
            save_beneficiary?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
        };
        EventTicketReply: {
            status: boolean;
            message: string;
            data: {
                ticket: string;
                expires_at: string;
            };
        };
        ExplainBreakBody: {
            note: string;
        };
        FailureEnvelope: {
            /** @constant */
            status: false;
            message: string;
            errors?: {
                [key: string]: string;
            };
            data?: {
                [key: string]: unknown;
            };
        };
        FeeReply: {
            status: boolean;
            message: string;
            data: {
                fee: number;
                amount: number;
                total: number;
                currency: string;
                receive: components["schemas"]["Receive"];
            };
        };
        HeldPayment: {
            uuid: string;
            /** @enum {string} */
            kind: "payment" | "onboarding";
            /** @enum {string} */
            status: "held" | "released" | "rejected";
            transaction: string | null;
            alert: string;
            decided_by: string | null;
            decided_by_email: string | null;
            decided_at: string | null;
            note: string | null;
            release_requested_by_email: string | null;
            release_requested_at: string | null;
            release_note: string | null;
            created_at: string;
            case: string;
            customer: string;
            customer_name: string | null;
            rule: {
                code: string;
                name: string;
            };
            /** @description The send held (null for an onboarding hold) */
            payment: {
                reference: string;
                rail: string;
                currency: string;
                /** @description Major units, two decimals */
                amount: string;
                /** @description Major units, two decimals */
                fee: string;
                status: string;
                counterparty_name: string | null;
                counterparty_account: string | null;
                counterparty_bank: string | null;
            } | null;
        };
        Hold: {
            uuid: string;
            /** @enum {string} */
            kind: "payment" | "onboarding";
            /** @enum {string} */
            status: "held" | "released" | "rejected";
            transaction: string | null;
            alert: string;
            decided_by: string | null;
            decided_by_email: string | null;
            decided_at: string | null;
            note: string | null;
            release_requested_by_email: string | null;
            release_requested_at: string | null;
            release_note: string | null;
            created_at: string;
        };
        HoldDecisionBody: {
            note: string;
        };
        HoldReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["HeldPayment"];
        };
        HoldsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["HeldPayment"][];
        };
        Insights: {
            currency: string;
            months: {
                month: string;
                money_in: string;
                money_out: string;
            }[];
            out_by_kind: {
                /** @enum {string} */
                kind: "transfers" | "card" | "fees" | "bills";
                label: string;
                amount: string;
            }[];
        };
        InsightsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Insights"];
        };
        InviteMemberBody: {
            /**
             * @default NG
             * @constant
             */
            country_code?: "NG";
            phone: string;
            role: components["schemas"]["TeamRole"];
            name?: string | null;
            approval_limit?: number | string | null;
        };
        KycCase: {
            id: string;
            reason: string;
            mismatched: string[];
            bvn: string;
            entered: {
                firstname: string | null;
                middlename: string | null;
                lastname: string | null;
                dob: string | null;
            };
            record: {
                firstname: string | null;
                middlename: string | null;
                lastname: string | null;
                dob: string | null;
            } | null;
            document: {
                type: string | null;
                number: string | null;
            } | null;
            /** @enum {string} */
            status: "open" | "closed";
            decision: ("approved" | "rejected") | null;
            decision_reason: string | null;
            decided_by: string | null;
            created_at: string;
            closed_at: string | null;
        };
        KycCompleteBody: components["schemas"]["KycFields"];
        KycCompleteReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["UserData"];
        };
        KycDecisionBody: {
            /** @enum {string} */
            decision: "approve" | "reject";
            reason: string;
        };
        KycDecisionReply: {
            status: boolean;
            message: string;
            data: {
                case_id: string;
                customer: {
                    uuid: string;
                    kyc_status: components["schemas"]["KycStatus"];
                    tier: number;
                };
            };
        };
        KycFields: {
            firstname: string;
            middlename?: string | null;
            lastname: string;
            dob: string;
            bvn: string | number;
            country: string;
            state: string;
            address: string;
            city: string;
            postal_code: string | number;
            business_name?: string | null;
            registration_number?: string | null;
            tin?: string | null;
            document_number: string | number;
            document_type_id: number;
        };
        KycQueueItem: {
            id: string;
            reason: string;
            mismatched: string[];
            bvn: string;
            entered: {
                firstname: string | null;
                middlename: string | null;
                lastname: string | null;
                dob: string | null;
            };
            record: {
                firstname: string | null;
                middlename: string | null;
                lastname: string | null;
                dob: string | null;
            } | null;
            document: {
                type: string | null;
                number: string | null;
            } | null;
            /** @enum {string} */
            status: "open" | "closed";
            decision: ("approved" | "rejected") | null;
            decision_reason: string | null;
            decided_by: string | null;
            created_at: string;
            closed_at: string | null;
            attempts: number;
            customer: {
                uuid: string;
                name: string | null;
                /** @enum {string} */
                type: "personal" | "business";
                phone: string;
                kyc_status: components["schemas"]["KycStatus"];
                tier: number;
            };
            bvn_holder: {
                uuid: string;
                name: string | null;
            } | null;
        };
        KycQueueReply: {
            status: boolean;
            message: string;
            data: {
                cases: components["schemas"]["KycQueueItem"][];
                page: number;
                per_page: number;
                total: number;
            };
        };
        /** @enum {string} */
        KycStatus: "none" | "in_review" | "verified" | "rejected";
        LedgerCheck: {
            id: string;
            date: string | null;
            ok: boolean;
            problems: string[];
            counts: {
                entries: number;
                postings: number;
                accounts: number;
            } | null;
            seconds: number;
            checked_at: string;
        };
        LedgerCheckReply: {
            status: boolean;
            message: string;
            data: {
                check: components["schemas"]["LedgerCheck"];
            };
        };
        LedgerChecksReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["LedgerCheck"][];
        };
        LinkPayment: {
            amount: string;
            payer: string;
            received_at: string;
        };
        LinkPaymentsReply: {
            status: boolean;
            message: string;
            data: {
                status: components["schemas"]["PaymentLinkStatus"];
                payments: components["schemas"]["LinkPayment"][];
            };
        };
        LoginBody: {
            phone?: string;
            email?: string;
            password: string;
            /** @default false */
            remember_me?: boolean;
            otp?: string | number;
        };
        LoginReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["SessionData"] | components["schemas"]["LoginStep"];
        };
        LoginStep: {
            /** @enum {string} */
            step: "verify_device" | "verify_login";
        };
        MarkReadBody: {
            ids: string[];
        } | {
            /** @constant */
            all: true;
        };
        MarkReadReply: {
            status: boolean;
            message: string;
            data: {
                updated: number;
                unread: number;
            };
        };
        MaskedParty: {
            name: string;
            account: string | null;
            bank: string | null;
        };
        MomoFeeBody: {
            currency?: string;
            number: string;
            amount: number | string;
        };
        MomoIssuer: {
            code: string;
            name: string;
        };
        MomoIssuersReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["MomoIssuer"][];
        };
        MomoSendBody: {
            amount: number | string;
            note: string;
            currency?: string;
            pin: string | number;
            account_name: string;
            issuer: string;
            number: string;
            save_beneficiary?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
        };
        Notification: {
            id: string;
            /** @enum {string} */
            kind: "credit" | "debit" | "status" | "security" | "team" | "complaint";
            type: string;
            title: string;
            body: string;
            read: boolean;
            transaction: string | null;
            link: string | null;
            complaint: string | null;
            amount: number | null;
            currency: string | null;
            created_at: string;
        };
        NotificationsPage: {
            current_page: number;
            data: components["schemas"]["Notification"][];
            first_page_url: string;
            from: number | null;
            last_page: number;
            last_page_url: string;
            links: {
                url: string | null;
                label: string;
                active: boolean;
            }[];
            next_page_url: string | null;
            path: string;
            per_page: number;
            prev_page_url: string | null;
            to: number | null;
            total: number;
            unread: number;
        };
        NotificationsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["NotificationsPage"];
        };
        OpsBreakBrief: {
            id: string;
            rail: components["schemas"]["ReconRail"];
            kind: components["schemas"]["BreakKind"];
            date: string;
            reference: string | null;
            currency: string | null;
        };
        OpsComplaint: {
            id: string;
            tracking_number: string;
            /** @enum {string} */
            category: "debited_not_received" | "wrong_amount" | "unauthorised" | "other";
            /** @enum {string} */
            status: "open" | "answered" | "resolved";
            due_at: string;
            /** @enum {string} */
            urgency: "overdue" | "under_24h" | "under_72h" | "later" | "resolved";
            outcome: ("upheld" | "partly_upheld" | "not_upheld") | null;
            resolution: string | null;
            resolved_at: string | null;
            reopen_until: string | null;
            can_reopen: boolean;
            transaction: components["schemas"]["ComplaintTransaction"] | null;
            last_message_at: string;
            created_at: string;
            customer: components["schemas"]["OpsComplaintCustomer"];
            seconds_left: number;
            overdue: boolean;
            last_author: ("customer" | "staff") | null;
            reopened_count: number;
        };
        OpsComplaintCustomer: {
            uuid: string;
            name: string | null;
            phone: string;
        };
        OpsComplaintMessage: {
            id: string;
            /** @enum {string} */
            author: "customer" | "owo";
            /** @enum {string} */
            kind: "message" | "resolution" | "reopen";
            body: string;
            outcome: ("upheld" | "partly_upheld" | "not_upheld") | null;
            created_at: string;
            staff_email: string | null;
        };
        OpsComplaintMessageBody: {
            message: string;
        };
        OpsComplaintReply: {
            status: boolean;
            message: string;
            data: {
                complaint: components["schemas"]["OpsComplaint"];
                messages: components["schemas"]["OpsComplaintMessage"][];
            };
        };
        OpsComplaintsReply: {
            status: boolean;
            message: string;
            data: {
                complaints: components["schemas"]["OpsComplaint"][];
                page: number;
                per_page: number;
                total: number;
                last_page: number;
            };
        };
        OpsCustomerBrief: {
            uuid: string;
            name: string;
            phone: string;
            account_number: string | null;
        };
        OpsDoneReply: {
            status: boolean;
            message: string;
            data: null;
        };
        OpsTransactionBrief: {
            uuid: string;
            reference: string;
            /** @enum {string} */
            direction: "credit" | "debit";
            status: string;
            rail: string;
            amount: number;
            fee: number;
            total: number;
            counterparty_name: string | null;
            narration: string | null;
            created_at: string;
        };
        PayPaymentLinkBody: {
            amount?: number | string;
            pin: string | number;
        };
        PayPaymentLinkReply: {
            status: boolean;
            message: string;
            data: {
                transaction: components["schemas"]["Transaction"];
                payee_name: string;
                description: string;
            };
        };
        PaymentLink: {
            id: string;
            slug: string;
            url: string;
            description: string;
            amount: number | null;
            currency: string;
            single_use: boolean;
            expires_at: string | null;
            status: components["schemas"]["PaymentLinkStatus"];
            paid: boolean;
            payments_count: number;
            collected: number;
            last_paid_at: string | null;
            bank_transfer: components["schemas"]["BankTransfer"];
            created_at: string;
        };
        PaymentLinkReply: {
            status: boolean;
            message: string;
            data: {
                link: components["schemas"]["PaymentLink"];
            };
        };
        /** @enum {string} */
        PaymentLinkStatus: "active" | "paid" | "expired" | "deactivated";
        PaymentLinksReply: {
            status: boolean;
            message: string;
            data: {
                links: components["schemas"]["PaymentLink"][];
                totals: {
                    collected: number;
                    payments_count: number;
                    paid_links: number;
                    unpaid_links: number;
                };
            };
        };
        PayoutBatch: {
            id: string;
            name: string;
            status: components["schemas"]["PayoutStatus"];
            account: {
                id: string;
                account_number: string;
                account_name: string;
            };
            file_name: string | null;
            totals: components["schemas"]["PayoutTotals"];
            created_at: string;
            confirmed_at: string | null;
            finished_at: string | null;
        };
        PayoutBatchReply: {
            status: boolean;
            message: string;
            data: {
                batch: components["schemas"]["PayoutBatch"];
                rows: components["schemas"]["PayoutRow"][];
            };
        };
        PayoutBatchesReply: {
            status: boolean;
            message: string;
            data: {
                batches: components["schemas"]["PayoutBatch"][];
            };
        };
        PayoutRow: {
            row: number;
            bank: string;
            bank_code: string | null;
            bank_name: string | null;
            account_number: string;
            account_name: string | null;
            amount: number | null;
            amount_input: string;
            fee: number | null;
            narration: string;
            status: components["schemas"]["PayoutRowStatus"];
            reason: string | null;
            transaction_id: string | null;
            reference: string | null;
        };
        PayoutRowBody: {
            bank: string;
            account_number: string;
            amount: string | number;
            /** @default  */
            narration?: string;
        };
        /** @enum {string} */
        PayoutRowStatus: "ready" | "problem" | "queued" | "pending" | "paid" | "reversed" | "refused";
        /** @enum {string} */
        PayoutStatus: "draft" | "review" | "awaiting_approval" | "paying" | "done";
        PayoutTotals: {
            rows: number;
            ready: number;
            problems: number;
            amount: number;
            fees: number;
            total: number;
            queued: number;
            pending: number;
            paid: number;
            reversed: number;
            refused: number;
        };
        PayoutUploadBody: {
            csv: string;
            file_name?: string;
        };
        PinForgotBody: {
            password: string;
        };
        PinResetBody: {
            otp: string | number;
            pin: string | number;
            pin_confirmation: string | number;
            password: string;
        };
        PinSetupBody: {
            pin: string | number;
            confirm_pin: string | number;
        };
        PinUpdateBody: {
            current_pin: string | number;
            pin: string | number;
            confirm_pin: string | number;
        };
        PrepareSendBody: {
            /** @constant */
            kind: "send";
            send: components["schemas"]["PreparedSendBody"];
        } | {
            /** @constant */
            kind: "enaira";
            send: components["schemas"]["PreparedEnairaBody"];
        } | {
            /** @constant */
            kind: "momo";
            send: components["schemas"]["PreparedMomoBody"];
        } | {
            /** @constant */
            kind: "usd";
            send: components["schemas"]["PreparedUsdBody"];
        } | {
            /** @constant */
            kind: "bill";
            bill: components["schemas"]["PreparedBillBody"];
        };
        PreparedBillBody: {
            biller: string;
            product?: string | null;
            customer_id: string | number;
            amount: number | string;
        };
        PreparedEnairaBody: {
            alias: string;
            amount: number | string;
            name?: string | null;
            note: string;
        };
        PreparedMomoBody: {
            amount: number | string;
            note: string;
            currency?: string;
            account_name: string;
            issuer: string;
            number: string;
        };
        PreparedSendBody: {
            amount: number | string;
            name?: string | null;
            note: string;
            currency?: string;
            account_number: string;
            bank_name?: string | null;
            bank_code: string;
        };
        PreparedUsdBody: {
            amount: number | string;
            account_name: string;
            account_number: string;
            address: string;
            city: string;
            country?: string | null;
            inside_us?: boolean | 0 | 1 | ("0" | "1");
            note: string;
            swift_code?: string | null;
            routing_number?: string | null;
            zipcode: string;
            bank_name: string;
            delivery_type?: string | null;
        };
        ProfileReadReply: {
            status: boolean;
            message: string;
            data: {
                user: components["schemas"]["User"];
                restriction: components["schemas"]["Restriction"] | null;
            };
        };
        ProfileReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["UserData"];
        };
        ProposalRejectBody: {
            reason: string;
        };
        ProposalReply: {
            status: boolean;
            message: string;
            data: {
                proposal: components["schemas"]["ProposalView"];
            };
        };
        ProposalView: {
            id: string;
            /** @enum {string} */
            kind: "refund" | "adjustment" | "recon";
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            /** @enum {string} */
            direction: "credit" | "debit";
            amount: number;
            suspense_account: string;
            reason: string;
            complaint_id: string | null;
            customer: components["schemas"]["OpsCustomerBrief"];
            transaction: components["schemas"]["OpsTransactionBrief"] | null;
            break: components["schemas"]["OpsBreakBrief"] | null;
            proposed_by: string;
            proposed_at: string;
            mine: boolean;
            decided_by: string | null;
            decided_at: string | null;
            decision_reason: string | null;
            result_reference: string | null;
        };
        ProposeRuleBody: {
            enabled: boolean;
            /** @enum {string} */
            severity: "low" | "medium" | "high" | "critical";
            /** @enum {string} */
            action: "alert" | "hold";
            params: {
                [key: string]: unknown;
            };
            reason: string;
        };
        PublicPaymentLink: {
            slug: string;
            payee_name: string;
            description: string;
            amount: number | null;
            currency: string;
            status: components["schemas"]["PaymentLinkStatus"];
            single_use: boolean;
            expires_at: string | null;
            bank_transfer: components["schemas"]["BankTransfer"];
            checked_at: string;
        };
        PublicPaymentLinkReply: {
            status: boolean;
            message: string;
            data: {
                link: components["schemas"]["PublicPaymentLink"];
            };
        };
        PublicReceipt: {
            code: string;
            state: components["schemas"]["ReceiptState"];
            description: {
                /** @enum {string} */
                kind: "transfer" | "bill" | "payment_link" | "deposit" | "card";
                title: string;
                subtitle: string | null;
                status_label: string;
                amount: string;
                fee: string;
                total: string;
                amount_line: string;
                summary: string;
                narration: string | null;
                reference: string;
                token: string | null;
                units: string | null;
            };
            amount: number;
            currency: string;
            reference: string;
            sender: components["schemas"]["MaskedParty"];
            recipient: components["schemas"]["MaskedParty"];
            created_at: string;
            settled_at: string | null;
            reversed_at: string | null;
        };
        PublicReceiptReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["PublicReceipt"];
        };
        PublicStatement: {
            code: string;
            account: string;
            bank_name: string;
            currency: string;
            from: string;
            to: string;
            lines: number;
            sha256: string;
            issued_at: string;
        };
        PublicStatementReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["PublicStatement"];
        };
        RatesReply: {
            status: boolean;
            message: string;
            data: {
                rates: {
                    usd: number;
                    ghs: number;
                };
            };
        };
        ReceiptDetail: {
            code: string;
            url: string;
            state: components["schemas"]["ReceiptState"];
            sender: components["schemas"]["MaskedParty"];
            recipient: components["schemas"]["MaskedParty"];
            session_id: string | null;
            settled_at: string | null;
            reversed_at: string | null;
            timeline: components["schemas"]["TimelineStep"][];
        };
        /** @enum {string} */
        ReceiptState: "pending" | "paid" | "reversed" | "failed";
        Receive: {
            amount: number;
            currency: string;
            rate: number;
        };
        ReconBreak: {
            id: string;
            rail: components["schemas"]["ReconRail"];
            date: string;
            kind: components["schemas"]["BreakKind"];
            state: components["schemas"]["BreakState"];
            reference: string | null;
            session_id: string | null;
            transaction: string | null;
            currency: string | null;
            ours_amount: number | null;
            theirs_amount: number | null;
            ours_status: string | null;
            theirs_status: string | null;
            theirs_lines: number;
            resolution: ("note" | "journal" | "cleared") | null;
            note: string | null;
            resolved_by: string | null;
            resolved_at: string | null;
            created_at: string;
        };
        ReconBreakDetailReply: {
            status: boolean;
            message: string;
            data: {
                break: components["schemas"]["ReconBreak"];
                lines: {
                    date: string;
                    line_no: number;
                    session_id: string | null;
                    reference: string | null;
                    currency: string;
                    amount: number;
                    /** @enum {string} */
                    status: "successful" | "failed";
                }[];
                proposals: components["schemas"]["ProposalView"][];
                transaction: {
                    uuid: string;
                    reference: string;
                    session_id: string | null;
                    rail: string;
                    /** @enum {string} */
                    direction: "debit" | "credit";
                    status: string;
                    currency: string;
                    amount: number;
                    fee: number;
                    created_at: string;
                    customer: string;
                } | null;
            };
        };
        ReconBreakReply: {
            status: boolean;
            message: string;
            data: {
                break: components["schemas"]["ReconBreak"];
            };
        };
        ReconBreaksReply: {
            status: boolean;
            message: string;
            data: {
                current_page: number;
                data: components["schemas"]["ReconBreak"][];
                first_page_url: string;
                from: number | null;
                last_page: number;
                last_page_url: string;
                links: {
                    url: string | null;
                    label: string;
                    active: boolean;
                }[];
                next_page_url: string | null;
                path: string;
                per_page: number;
                prev_page_url: string | null;
                to: number | null;
                total: number;
            };
        };
        ReconImport: {
            id: string;
            rail: components["schemas"]["ReconRail"];
            date: string;
            lines: number;
            matched: number;
            breaks: number;
            /** @enum {string} */
            source: "console" | "cli";
            created_at: string;
        };
        ReconImportBody: {
            rail: components["schemas"]["ReconRail"];
            date: string;
            csv: string;
        };
        ReconImportData: {
            import: components["schemas"]["ReconImport"];
            replayed: boolean;
            matched: number;
            breaks: components["schemas"]["ReconBreak"][];
            breaks_total: number;
            breaks_by_kind: {
                [key: string]: number;
            };
        };
        ReconImportReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["ReconImportData"];
        };
        ReconImportsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["ReconImport"][];
        };
        ReconPosition: {
            rail: components["schemas"]["ReconRail"];
            date: string;
            ours: {
                currency: string;
                count: number;
                amount: number;
            }[];
            theirs: {
                currency: string;
                count: number;
                amount: number;
            }[];
            import: components["schemas"]["ReconImport"] | null;
            matched: number;
            open_breaks: number;
            breaks: {
                [key: string]: number;
            };
            clearing: {
                account: string;
                currency: string;
                balance: number;
                day_net: number;
            } | null;
            clean: boolean;
        };
        ReconPositionsReply: {
            status: boolean;
            message: string;
            data: {
                date: string;
                rails: components["schemas"]["ReconPosition"][];
            };
        };
        /** @enum {string} */
        ReconRail: "nip" | "usd" | "momo" | "card" | "bills";
        Referral: {
            name: string;
            joined_at: string;
            has_kyc: boolean;
        };
        ReferralsReply: {
            status: boolean;
            message: string;
            data: {
                code: string;
                link: string;
                total: number;
                referrals: components["schemas"]["Referral"][];
            };
        };
        RefundLookupReply: {
            status: boolean;
            message: string;
            data: {
                transaction: components["schemas"]["OpsTransactionBrief"];
                customer: components["schemas"]["OpsCustomerBrief"];
                refunded: number;
                pending: number;
                refundable: number;
                refunds: components["schemas"]["ProposalView"][];
            };
        };
        RefundProposalBody: {
            /** Format: uuid */
            transaction_id: string;
            amount: number | string;
            reason: string;
            complaint_id?: string | "";
        };
        RejectBody: {
            reason: string;
        };
        RemittanceFeeBody: {
            currency?: string;
            amount: number | string;
            bank_name: string;
            bank_code?: string;
        };
        RemittanceResolveBody: {
            account_number: string;
            currency?: string;
            bank_code: string;
        };
        RemittanceResolveReply: {
            status: boolean;
            message: string;
            data: {
                account_name: string;
                account_number: string;
                bank_code: string;
                bank_name: string;
            };
        };
        RemittanceSendBody: {
            amount: number | string;
            name?: string | null;
            note: string;
            currency?: string;
            account_number: string;
            bank_name?: string | null;
            bank_code: string;
            pin: string | number;
            save_beneficiary?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
        };
        ReopenComplaintBody: {
            message: string;
        };
        ResolveComplaintBody: {
            /** @enum {string} */
            outcome: "upheld" | "partly_upheld" | "not_upheld";
            resolution: string;
        };
        Restriction: {
            /** @enum {string} */
            type: "pnd" | "freeze" | "close";
            message: string;
        };
        RestrictionBody: {
            /** @enum {string} */
            type: "pnd" | "freeze" | "close";
            reason: string;
        };
        RestrictionLiftBody: {
            reason: string;
        };
        RestrictionReply: {
            status: boolean;
            message: string;
            data: {
                restriction: components["schemas"]["RestrictionView"];
            };
        };
        RestrictionView: {
            id: string;
            /** @enum {string} */
            type: "pnd" | "freeze" | "close";
            reason: string;
            /** @enum {string} */
            status: "live" | "lift_pending" | "lifted";
            placed_by: string | null;
            placed_at: string;
            lift_requested_by: string | null;
            lift_requested_at: string | null;
            lift_reason: string | null;
            lifted_by: string | null;
            lifted_at: string | null;
        };
        Rule: {
            code: string;
            /** @enum {string} */
            kind: "velocity" | "structuring" | "new_device_beneficiary" | "fan_in_out" | "dormant" | "link_repeat_payer" | "watchlist";
            name: string;
            description: string;
            indicator: string;
            active: components["schemas"]["RuleVersion"];
            proposed: components["schemas"]["RuleVersion"] | null;
        };
        RuleHistoryReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["RuleVersion"][];
        };
        RuleReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Rule"];
        };
        RuleVersion: {
            version: number;
            enabled: boolean;
            /** @enum {string} */
            severity: "low" | "medium" | "high" | "critical";
            /** @enum {string} */
            action: "alert" | "hold";
            params: {
                [key: string]: unknown;
            };
            /** @enum {string} */
            status: "proposed" | "active" | "superseded" | "rejected";
            reason: string;
            /** @description The proposer's staff uuid (null: shipped with Owo) */
            proposed_by: string | null;
            proposed_by_email: string | null;
            proposed_at: string;
            decided_by: string | null;
            decided_by_email: string | null;
            decided_at: string | null;
        };
        RulesReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Rule"][];
        };
        SandboxEmailsReply: {
            status: boolean;
            message: string;
            data: {
                address: string;
                subject: string;
                body: string;
                created_at: string;
            }[];
        };
        SandboxMessagesReply: {
            status: boolean;
            message: string;
            data: {
                phone: string;
                body: string;
                created_at: string;
            }[];
        };
        SandboxStaffReply: {
            status: boolean;
            message: string;
            data: {
                email: string;
                password: string;
                totp_secret: string;
            };
        };
        SavedBiller: {
            id: string;
            biller: string;
            biller_name: string;
            category: components["schemas"]["BillCategory"];
            customer_id: string;
            customer_name: string;
            updated_at: string;
        };
        SavedBillersReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["SavedBiller"][];
        };
        ScreenBody: {
            name: string;
        };
        ScreenReply: {
            status: boolean;
            message: string;
            data: {
                threshold: number;
                hit: boolean;
                matches: components["schemas"]["ScreeningMatch"][];
            };
        };
        ScreeningMatch: {
            list: string;
            external_id: string;
            name: string;
            matched_name: string;
            score: number;
            programs: string | null;
        };
        Security: {
            frozen: boolean;
            frozen_at: string | null;
            daily_limit: {
                tier: number;
                own: number | null;
                pending: {
                    amount: number | null;
                    applies_at: string;
                } | null;
                effective: number;
                spent_today: number;
            };
            new_device_cap: {
                limit: number;
                left: number;
                lifts_at: string;
            } | null;
        };
        SecurityReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["Security"];
        };
        SendOutcomeReply: {
            status: boolean;
            message: string;
            data: {
                /** @enum {string} */
                outcome: "paid" | "pending" | "refused";
                transaction: components["schemas"]["Transaction"] | null;
            };
        };
        SendReply: {
            status: boolean;
            message: string;
            data: {
                transaction: components["schemas"]["Transaction"];
                receive: components["schemas"]["Receive"];
            };
        };
        SendingLimits: {
            can_send: number;
            /** @enum {string} */
            binding: "restricted" | "frozen" | "per_transfer" | "daily" | "own" | "new_device";
            per_transfer: number;
            daily: {
                limit: number;
                spent: number;
                left: number;
            };
            own: {
                limit: number | null;
                left: number | null;
                next: {
                    limit: number | null;
                    applies_at: string;
                } | null;
            } | null;
            new_device: {
                limit: number;
                left: number;
                until: string;
            } | null;
            restriction: {
                /** @enum {string} */
                type: "pnd" | "freeze" | "close";
                message: string;
            } | null;
            frozen: boolean;
        };
        SendingLimitsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["SendingLimits"];
        };
        SessionData: {
            user: components["schemas"]["User"];
            token: components["schemas"]["Token"];
        };
        SessionReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["SessionData"];
        };
        SettlementFaultBody: {
            rail: components["schemas"]["ReconRail"];
            reference: string;
            kind: components["schemas"]["SettlementFaultKind"];
        };
        /** @enum {string} */
        SettlementFaultKind: "missing" | "duplicated" | "amount_changed" | "unknown_extra_line" | "status_changed";
        SettlementFaultReply: {
            status: boolean;
            message: string;
            data: {
                rail: components["schemas"]["ReconRail"];
                reference: string;
                kind: components["schemas"]["SettlementFaultKind"];
            };
        };
        SignupCompleteBody: {
            email: string;
            password: string;
            password_confirmation: string;
            type: string;
            uuid?: string;
            referral_code?: string | null;
        };
        SignupInitializeBody: {
            /** @constant */
            country_code: "NG";
            phone: string;
        };
        SignupInitializeReply: {
            status: boolean;
            message: string;
            data: {
                /** @enum {string} */
                step: "verify" | "complete";
                /** @description Step verify: the signup's own id, which finishes nothing. Step complete (only to the device that entered the code, within 30 minutes): the credential that finishes it */
                uuid: string;
            };
        };
        SignupResendBody: {
            /** @constant */
            country_code: "NG";
            phone: string;
            resend?: 1 | "1" | true;
        };
        SignupResendReply: {
            status: boolean;
            message: string;
            data: {
                uuid: string;
                resend_after_seconds: number;
            };
        };
        SignupVerifyBody: {
            /** @constant */
            country_code: "NG";
            phone: string;
            otp: string | number;
        };
        SignupVerifyReply: {
            status: boolean;
            message: string;
            data: {
                /** @description The credential that finishes this signup (POST /auth/signup/{uuid}/complete), for 30 minutes after the code was entered */
                uuid: string;
            };
        };
        StaffApprovedReply: {
            status: boolean;
            message: string;
            data: {
                email: string;
                /** @enum {string} */
                role: "support" | "compliance" | "finance" | "admin";
                enrol_expires_at: string;
            };
        };
        StaffCreateBody: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "support" | "compliance" | "finance" | "admin";
        };
        StaffDisableBody: {
            reason: string;
        };
        StaffDisableReply: {
            status: boolean;
            message: string;
            data: {
                staff: components["schemas"]["StaffView"];
            };
        };
        StaffEnrolConfirmBody: {
            totp: string;
        };
        StaffEnrolInfoReply: {
            status: boolean;
            message: string;
            data: {
                email: string;
                /** @enum {string} */
                role: "support" | "compliance" | "finance" | "admin";
            };
        };
        StaffEnrolPasswordBody: {
            password: string;
            password_confirmation: string;
        };
        StaffEnrolPasswordReply: {
            status: boolean;
            message: string;
            data: {
                totp_secret: string;
                otpauth_uri: string;
                qr_svg: string;
            };
        };
        StaffListReply: {
            status: boolean;
            message: string;
            data: {
                staff: components["schemas"]["StaffView"][];
                proposals: components["schemas"]["StaffProposalView"][];
            };
        };
        StaffLoginBody: {
            /** Format: email */
            email: string;
            password: string;
            totp?: string;
        };
        StaffLoginReply: {
            status: boolean;
            message: string;
            data: {
                token: string;
                expires_at: string;
                idle_minutes: number;
                staff: components["schemas"]["StaffView"];
            };
        };
        StaffMeReply: {
            status: boolean;
            message: string;
            data: {
                staff: components["schemas"]["StaffView"];
                permissions: string[];
                idle_minutes: number;
            };
        };
        StaffProposalView: {
            uuid: string;
            /** @enum {string} */
            kind: "account" | "reset";
            email: string;
            /** @enum {string} */
            role: "support" | "compliance" | "finance" | "admin";
            proposed_by: {
                uuid: string;
                email: string;
            };
            proposed_at: string;
        };
        StaffProposeReply: {
            status: boolean;
            message: string;
            data: {
                proposal: components["schemas"]["StaffProposalView"];
            };
        };
        StaffView: {
            uuid: string;
            email: string;
            /** @enum {string} */
            role: "support" | "compliance" | "finance" | "admin";
            created_at: string;
            disabled_at: string | null;
            enrolled_at: string | null;
        };
        StrReportsReply: {
            status: boolean;
            message: string;
            data: {
                uuid: string;
                case: string;
                customer: {
                    uuid: string;
                    name: string | null;
                };
                reason: string | null;
                transaction_count: number;
                sha256: string;
                /** @description The escalating officer's e-mail */
                filed_by: string;
                filed_at: string;
            }[];
        };
        TeamInvite: {
            business: string;
            role: components["schemas"]["TeamRole"];
            phone: string;
        };
        TeamInviteReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["TeamInvite"];
        };
        TeamMember: {
            id: string;
            phone: string;
            name: string | null;
            role: components["schemas"]["TeamRole"];
            approval_limit: number | null;
            joined: boolean;
            accepted: boolean;
            invite_url: string | null;
            created_at: string;
        };
        TeamMemberReply: {
            status: boolean;
            message: string;
            data: {
                member: components["schemas"]["TeamMember"];
            };
        };
        TeamMembersReply: {
            status: boolean;
            message: string;
            data: {
                members: components["schemas"]["TeamMember"][];
            };
        };
        /** @enum {string} */
        TeamRole: "admin" | "initiator" | "approver" | "viewer";
        TimelineStep: {
            /** @enum {string} */
            step: "created" | "debited" | "credited" | "sent" | "paid" | "refused" | "returned";
            label: string;
            at: string | null;
            detail: string | null;
        };
        Token: {
            access_token: string;
            /** @constant */
            token_type: "Bearer";
            expires_at: string;
        };
        Transaction: {
            uuid: string;
            reference: string;
            /** @enum {string} */
            direction: "debit" | "credit";
            rail: string;
            status: components["schemas"]["TransactionStatus"];
            currency: string;
            amount: number;
            fee: number;
            total: number;
            counterparty_name: string | null;
            counterparty_account: string | null;
            counterparty_bank: string | null;
            narration: string | null;
            meta: {
                [key: string]: unknown;
            };
            description: {
                /** @enum {string} */
                kind: "transfer" | "bill" | "payment_link" | "deposit" | "card";
                title: string;
                subtitle: string | null;
                status_label: string;
                amount: string;
                fee: string;
                total: string;
                amount_line: string;
                summary: string;
                narration: string | null;
                reference: string;
                token: string | null;
                units: string | null;
            };
            account_uuid: string;
            created_at: string;
            updated_at: string;
            session_id?: string | null;
        };
        TransactionReply: {
            status: boolean;
            message: string;
            data: {
                transaction: components["schemas"]["Transaction"];
                receipt_url: string;
                receipt: components["schemas"]["ReceiptDetail"];
            };
        };
        /** @enum {string} */
        TransactionStatus: "pending" | "successful" | "failed" | "reversed";
        TransactionsPage: {
            current_page: number;
            data: components["schemas"]["Transaction"][];
            first_page_url: string;
            from: number | null;
            last_page: number;
            last_page_url: string;
            links: {
                url: string | null;
                label: string;
                active: boolean;
            }[];
            next_page_url: string | null;
            path: string;
            per_page: number;
            prev_page_url: string | null;
            to: number | null;
            total: number;
        };
        TransactionsReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["TransactionsPage"];
        };
        TrialBalance: {
            date: string;
            closed: boolean;
            closed_at: string | null;
            balanced: boolean;
            lines: components["schemas"]["TrialBalanceLine"][];
            totals: {
                currency: string;
                total_debits: number;
                total_credits: number;
                closing: number;
            }[];
        };
        TrialBalanceLine: {
            class: string;
            currency: string;
            opening: number;
            total_debits: number;
            total_credits: number;
            closing: number;
        };
        TrialBalanceReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["TrialBalance"];
        };
        UnfreezeBody: {
            pin: string | number;
            otp: string | number;
        };
        UpdateMemberBody: {
            role: components["schemas"]["TeamRole"];
            approval_limit?: number | string | null;
        };
        UpdatePasswordBody: {
            current_password: string;
            password: string;
            password_confirmation: string;
        };
        UsdSendBody: {
            amount: number | string;
            account_name: string;
            account_number: string;
            address: string;
            city: string;
            country?: string | null;
            inside_us?: boolean | 0 | 1 | ("0" | "1");
            note: string;
            swift_code?: string | null;
            routing_number?: string | null;
            zipcode: string;
            bank_name: string;
            delivery_type?: string | null;
            pin: string | number;
            save_beneficiary?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
        };
        User: {
            id: number;
            uuid: string;
            firstname: string | null;
            middlename: string | null;
            lastname: string | null;
            name: string | null;
            business_name: string | null;
            business_name_suffix: string | null;
            /** @enum {string} */
            type: "personal" | "business";
            email: string;
            phone: string;
            country_code: string;
            country: string | null;
            state: string | null;
            city: string | null;
            address: string | null;
            postal_code: string | null;
            dob: string | null;
            profile_path: string | null;
            profile_photo_url: string | null;
            has_kyc: boolean;
            kyc_status: components["schemas"]["KycStatus"];
            has_pin: boolean;
            has_card: boolean;
            referral_code: string;
            banks: components["schemas"]["UserBank"][];
        };
        UserBank: {
            uuid: string;
            account_number: string;
            bank_name: string;
            currency: string;
        };
        UserData: {
            user: components["schemas"]["User"];
        };
        WatchlistsReply: {
            status: boolean;
            message: string;
            data: {
                /** @enum {string} */
                source: "un" | "opensanctions";
                name: string;
                file_name: string;
                file_sha256: string;
                entry_count: number;
                loaded_at: string;
            }[];
        };
        WebhookCreatedReply: {
            status: boolean;
            message: string;
            data: {
                id: string;
                url: string;
                events: components["schemas"]["WebhookEventType"][];
                /** @enum {string} */
                status: "active" | "disabled";
                disabled_at: string | null;
                disabled_reason: ("failing" | "secret_withdrawn") | null;
                created_at: string;
                secret: string;
            };
        };
        WebhookDeliveriesReply: {
            status: boolean;
            message: string;
            data: {
                deliveries: components["schemas"]["WebhookDelivery"][];
            };
        };
        WebhookDelivery: {
            id: string;
            event_id: string;
            type: components["schemas"]["WebhookEventType"];
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            last_status: number | null;
            last_error: string | null;
            last_attempt_at: string | null;
            next_attempt_at: string | null;
            delivered_at: string | null;
            created_at: string;
        };
        WebhookDeliveryReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["WebhookDelivery"];
        };
        WebhookEndpoint: {
            id: string;
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            /** @enum {string} */
            status: "active" | "disabled";
            disabled_at: string | null;
            disabled_reason: ("failing" | "secret_withdrawn") | null;
            created_at: string;
        };
        /** @enum {string} */
        WebhookEventType: "payment_link.paid" | "inflow.received" | "payout.row.settled" | "payout.row.failed" | "transfer.settled" | "transfer.reversed";
        WebhookReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["WebhookEndpoint"];
        };
        WebhooksReply: {
            status: boolean;
            message: string;
            data: {
                endpoints: components["schemas"]["WebhookEndpoint"][];
            };
        };
    };
    responses: never;
    parameters: {
        /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
        DeviceId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before sending the request again. */
        RetryAfter: number;
        /** @description `true` when this reply is the stored reply of an earlier request with the same Idempotency-Key: nothing moved again. */
        IdempotentReplayed: "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    startSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupInitializeBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupInitializeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    verifySignupPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupVerifyBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupVerifyReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    resendSignupCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupResendBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResendReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    completeSignup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupCompleteBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    receiveInflow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getPublicPaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPaymentLinkReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getPublicPaymentLinkPayments: {
        parameters: {
            query: {
                since: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkPaymentsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    verifyReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicReceiptReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    verifyStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicStatementReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffLoginBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffLoginReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffEnrolInfoReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsEnrolPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffEnrolPasswordBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffEnrolPasswordReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsEnrolConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffEnrolConfirmBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsDoneReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    readTeamInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamInviteReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listSandboxMessages: {
        parameters: {
            query?: {
                phone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxMessagesReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listSandboxEmails: {
        parameters: {
            query?: {
                address?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxEmailsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createSandboxDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    sandboxBvnRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bvn: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BvnRecordReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getSandboxSettlementFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rail: components["schemas"]["ReconRail"];
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner's settlement report: a header line, then one line per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createSandboxSettlementFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementFaultBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementFaultReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    sandboxCreateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCreateBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxStaffReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMeReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsDoneReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsListStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffListReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsProposeStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCreateBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProposeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsApproveStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffApprovedReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsProposeStaffReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffProposeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsWithdrawStaffProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsDoneReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsDisableStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffDisableBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffDisableReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsAudit: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
                staff?: string;
                subject_id?: string;
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsAuditExport: {
        parameters: {
            query?: {
                staff?: string;
                subject_id?: string;
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per audit entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsSearchCustomers: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSearchReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsCustomerAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAccessBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerAccessReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPageReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Something must be done first: the console asks a reason before a customer's page opens. */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Give a reason for opening this customer's page. It is kept in the audit log."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsCustomerNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerNoteBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerNoteReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Something must be done first: the console asks a reason before a customer's page opens. */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Give a reason for opening this customer's page. It is kept in the audit log."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsRestrictCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestrictionBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestrictionReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsLiftRestriction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestrictionLiftBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestrictionReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsKycQueue: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycQueueReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsKycDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycDecisionBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDecisionReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsLedgerCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerCheckReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsListComplaints: {
        parameters: {
            query?: {
                status?: "unresolved" | "open" | "answered" | "resolved";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsComplaintsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsGetComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsComplaintReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsReplyToComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpsComplaintMessageBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsComplaintReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsResolveComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveComplaintBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpsComplaintReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsRefundLookup: {
        parameters: {
            query: {
                reference: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundLookupReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsProposeRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundProposalBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsProposeAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdjustmentProposalBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsApprovals: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalRejectBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsListRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsRuleVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleHistoryReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsProposeRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposeRuleBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsApproveRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideRuleBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsRejectRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideRuleBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RuleReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsListCases: {
        parameters: {
            query?: {
                customer?: string;
                status?: "open" | "cleared" | "escalated";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CasesReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsGetCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsCloseCase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseCaseBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaseReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsCaseStr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The goAML report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsListHolds: {
        parameters: {
            query?: {
                status?: "held" | "released" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsReleaseHold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldDecisionBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsApproveHoldRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldDecisionBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsRejectHold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HoldDecisionBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsWatchlists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchlistsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsScreenName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScreenBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScreenReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsListStrs: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrReportsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsCtr: {
        parameters: {
            query: {
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CtrReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    opsCtrCsv: {
        parameters: {
            query: {
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per reported customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listSettlementImports: {
        parameters: {
            query?: {
                rail?: components["schemas"]["ReconRail"];
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconImportsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    importSettlementFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconImportBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconImportReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listReconciliationBreaks: {
        parameters: {
            query?: {
                rail?: components["schemas"]["ReconRail"];
                kind?: components["schemas"]["BreakKind"];
                state?: components["schemas"]["BreakState"];
                from?: string;
                to?: string;
                reference?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconBreaksReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getReconciliationBreak: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconBreakDetailReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    explainReconciliationBreak: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExplainBreakBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconBreakReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    proposeBreakEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BreakProposalBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BreakProposalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getReconciliationPositions: {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconPositionsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getTrialBalance: {
        parameters: {
            query?: {
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrialBalanceReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getBalancesAsAt: {
        parameters: {
            query?: {
                date?: string;
                at?: string;
                account?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancesReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listLedgerChecks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerChecksReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    runLedgerCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerCheckReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileReadReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePasswordBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    setUpPin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinSetupBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    changePin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinUpdateBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    forgotPin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinForgotBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    resetPin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PinResetBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listKycDocumentTypes: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTypesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    submitKyc: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycCompleteBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycCompleteReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                type?: string;
                direction?: "credit" | "debit";
                status?: components["schemas"]["TransactionStatus"];
                from?: string;
                to?: string;
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listBanks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BanksReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getSendingLimits: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendingLimitsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listMomoIssuers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                param: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MomoIssuersReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    resolveEnairaAlias: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnairaResolveBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnairaResolveReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    quoteEnairaFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnairaFeeBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    resolveBankAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemittanceResolveBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemittanceResolveReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    quoteBankTransferFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemittanceFeeBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    quoteMomoFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MomoFeeBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    sendEnaira: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
                /** @description One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for 24 hours. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnairaSendBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Idempotency-Key must be 1 to 255 visible ASCII characters.",
                     *       "errors": {
                     *         "idempotency-key": "Idempotency-Key must be 1 to 255 visible ASCII characters."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    sendBankTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
                /** @description One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for 24 hours. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemittanceSendBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Idempotency-Key must be 1 to 255 visible ASCII characters.",
                     *       "errors": {
                     *         "idempotency-key": "Idempotency-Key must be 1 to 255 visible ASCII characters."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    sendUsdWire: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
                /** @description One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for 24 hours. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsdSendBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Idempotency-Key must be 1 to 255 visible ASCII characters.",
                     *       "errors": {
                     *         "idempotency-key": "Idempotency-Key must be 1 to 255 visible ASCII characters."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    sendMomo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
                /** @description One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for 24 hours. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MomoSendBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Idempotency-Key must be 1 to 255 visible ASCII characters.",
                     *       "errors": {
                     *         "idempotency-key": "Idempotency-Key must be 1 to 255 visible ASCII characters."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getTransferByKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendOutcomeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listBeneficiaries: {
        parameters: {
            query?: {
                type?: components["schemas"]["BeneficiaryType"];
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiariesReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    deleteBeneficiary: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BeneficiaryDeletedReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    freezeCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    unfreezeCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    fundCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
                /** @description One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for 24 hours. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardFundBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardFundReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Idempotency-Key must be 1 to 255 visible ASCII characters.",
                     *       "errors": {
                     *         "idempotency-key": "Idempotency-Key must be 1 to 255 visible ASCII characters."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listCardTransactions: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                type?: string;
                direction?: "credit" | "debit";
                status?: components["schemas"]["TransactionStatus"];
                from?: string;
                to?: string;
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    revealCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardRevealBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardRevealReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: {
                status?: "all" | "paid" | "unpaid";
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinksReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentLinkBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    deactivatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLinkReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getPaymentLinkPoster: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poster: the QR code, the amount and the link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    payPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
                /** @description One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for 24 hours. */
                "idempotency-key"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayPaymentLinkBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayPaymentLinkReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Idempotency-Key must be 1 to 255 visible ASCII characters.",
                     *       "errors": {
                     *         "idempotency-key": "Idempotency-Key must be 1 to 255 visible ASCII characters."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getPayoutTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV template: one header row and an example row. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listPayoutBatches: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePayoutBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    uploadPayoutCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutUploadBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    updatePayoutRow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
                row: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutRowBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    deletePayoutRow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
                row: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getPayoutResult: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each row with its status and reference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    confirmPayoutBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPayoutRequest"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listReferrals: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listDevices: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DevicesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    signOutDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmptyReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getSecurity: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    setDailyLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DailyLimitBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    freezeAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    sendUnfreezeCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    unfreezeAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnfreezeBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    markNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkReadReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getAlertPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertPreferencesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    setAlertPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertPreferencesBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertPreferencesReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createEventTicket: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTicketReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getReceiptPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listBillCategories: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillCategoriesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listBillers: {
        parameters: {
            query: {
                category: components["schemas"]["BillCategory"];
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillersReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listBillerProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                biller: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillProductsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    validateBillCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillValidateBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillValidateReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    quoteBillFee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillFeeBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillFeeReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    payBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
                /** @description One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for 24 hours. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillPayBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPayReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Idempotency-Key must be 1 to 255 visible ASCII characters.",
                     *       "errors": {
                     *         "idempotency-key": "Idempotency-Key must be 1 to 255 visible ASCII characters."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listSavedBillers: {
        parameters: {
            query?: {
                category?: components["schemas"]["BillCategory"];
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedBillersReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    downloadStatement: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                format?: "pdf" | "csv";
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement, as a PDF or (format=csv) a CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getInsights: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listActingBusinesses: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActingBusinessesReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listTeamMembers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMembersReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    inviteTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteMemberBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Too many requests: wait for Retry-After seconds. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many requests. Please try again shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    updateTeamMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listApprovals: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected" | "cancelled" | "all";
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    prepareSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepareSendBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getApproval: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    approveSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovedReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Locked after too many wrong PINs. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Too many wrong PINs. Transfers are locked for 30 minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    rejectSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    acceptTeamInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptInviteReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listAuditLog: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeysReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreatedReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getApiSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiSettingsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    saveApiSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiSettingsBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiSettingsReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhooksReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreatedReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    enableWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    rollWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreatedReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveriesReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    removeWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    listComplaints: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintsReply"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    openComplaint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateComplaintBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateComplaintReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    getComplaint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    addComplaintMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintMessageBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    reopenComplaint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReopenComplaintBody"];
            };
        };
        responses: {
            /** @description Done: `{ status: true, message, data }`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplaintReply"];
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not found, or not yours (another customer’s thing is a 404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Not found."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Conflict: this Idempotency-Key was used with another request, is still being processed (retry after Retry-After), or the thing already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "This Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Refused by a rule: PIN, funds, limits, KYC, a frozen account. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Insufficient funds."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                ticket?: string;
                last_event_id?: string;
            };
            header?: {
                /** @description The device the session was obtained on; a session token from another device id is not a session. X-Device-Id must be 8 to 64 letters, digits, dashes or underscores. */
                "X-Device-Id"?: components["parameters"]["DeviceId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of events, until sign-out or close. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request is not valid: `message` is the first field at fault, `errors` has each field with its message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "The request contains characters that are not allowed."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description No live session for this token and device. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description Not allowed: this role may not do this, or X-Act-For was sent where it is not accepted. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Switch to your own account to do this."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description An unexpected failure; nothing is told of it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Something went wrong. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
            /** @description The database is briefly away or rolled the request back: send it again after Retry-After. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": false,
                     *       "message": "Service temporarily unavailable. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["FailureEnvelope"];
                };
            };
        };
    };
}
