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
        /** Create a staff member: their first password and the enrolment QR code, shown once */
        post: operations["opsCreateStaff"];
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
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream live events (server-sent events)
         * @description text/event-stream. Each event: `id` (resume with Last-Event-ID), `event` (credit, debit, status, security), `data` (a notification as JSON). Comment lines every 15 s keep it open; `event: end` precedes a close: `{"reason":"signed_out"}` on sign-out, `{"reason":"replaced"}` when the customer opened a sixth stream (at most 5 are open per customer; the oldest is closed).
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
            kind: "send" | "payout_batch";
            status: components["schemas"]["ApprovalStatus"];
            amount: number;
            /** @constant */
            currency: "NGN";
            summary: string;
            note: string | null;
            initiated_by: {
                id: string;
                name: string;
            };
            decided_by: {
                id: string;
                name: string;
            } | null;
            decided_at: string | null;
            reason: string | null;
            transaction_reference: string | null;
            created_at: string;
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
                    receive: components["schemas"]["Receive"];
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
        CodeSentReply: {
            status: boolean;
            message: string;
            data: {
                resend_after_seconds: number;
            };
        };
        ConfirmPayoutRequest: {
            pin?: string | number;
        };
        CreateApiKeyBody: {
            name: string;
            scopes: components["schemas"]["ApiKeyScope"][];
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
        DailyLimitBody: {
            amount: number | string | null;
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
            approval_limit?: number | string | null;
        };
        KycCompleteBody: components["schemas"]["KycFields"];
        KycCompleteReply: {
            status: boolean;
            message: string;
            data: components["schemas"]["UserData"];
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
        /** @enum {string} */
        KycStatus: "none" | "in_review" | "verified" | "rejected";
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
            kind: "credit" | "debit" | "status" | "security";
            type: string;
            title: string;
            body: string;
            read: boolean;
            transaction: string | null;
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
        OpsDoneReply: {
            status: boolean;
            message: string;
            data: null;
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
        PublicPaymentLink: {
            slug: string;
            payee_name: string;
            description: string;
            amount: number | null;
            currency: string;
            status: components["schemas"]["PaymentLinkStatus"];
            expires_at: string | null;
            bank_transfer: components["schemas"]["BankTransfer"];
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
            opening_balance: string;
            closing_balance: string;
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
        RejectBody: {
            /** @default  */
            reason?: string;
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
        Restriction: {
            /** @enum {string} */
            type: "pnd" | "freeze" | "close";
            message: string;
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
                uuid: string;
            };
        };
        StaffCreateBody: {
            /** Format: email */
            email: string;
            /** @enum {string} */
            role: "support" | "compliance" | "finance" | "admin";
        };
        StaffCreateReply: {
            status: boolean;
            message: string;
            data: {
                email: string;
                /** @enum {string} */
                role: "support" | "compliance" | "finance" | "admin";
                password: string;
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
        StaffView: {
            uuid: string;
            email: string;
            /** @enum {string} */
            role: "support" | "compliance" | "finance" | "admin";
            created_at: string;
            disabled_at: string | null;
        };
        TeamMember: {
            id: string;
            phone: string;
            name: string | null;
            role: components["schemas"]["TeamRole"];
            approval_limit: number | null;
            joined: boolean;
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
            account_uuid: string;
            created_at: string;
            updated_at: string;
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
    opsCreateStaff: {
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
                    "application/json": components["schemas"]["StaffCreateReply"];
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
