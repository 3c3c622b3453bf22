-- KYC compares the BVN record, and one BVN is one person (decision 015). PostgreSQL 15 subset.
--
-- A personal account's submission claims its BVN (claims_bvn) from the moment it is accepted for review;
-- the partial unique index lets one claim per BVN stand (a rejected submission gives it up), so two
-- customers submitting the same BVN at once cannot both reach review, whatever the timing. A business
-- records its director's BVN, which may be the director's own personal account's: it claims nothing.
ALTER TABLE kyc_submissions ADD COLUMN claims_bvn boolean NOT NULL DEFAULT false;

-- Submissions made before this rule: the earliest standing personal submission of each BVN keeps it;
-- later ones on other personal accounts stay as they are, unclaimed, and go to the review queue below.
UPDATE kyc_submissions s SET claims_bvn = true
FROM users u
WHERE u.id = s.user_id AND u.type = 'personal' AND s.status <> 'rejected'
  AND s.id = (SELECT min(e.id) FROM kyc_submissions e JOIN users eu ON eu.id = e.user_id
              WHERE e.bvn_hmac = s.bvn_hmac AND eu.type = 'personal' AND e.status <> 'rejected');

CREATE UNIQUE INDEX kyc_submissions_one_person_per_bvn ON kyc_submissions (bvn_hmac)
  WHERE claims_bvn AND status <> 'rejected';

-- Attempts that did not go to review, kept for a staff reviewer (the operations console's queue): the
-- customer's entries beside the directory's record, which parts differed, or that the BVN was already
-- linked. The BVN itself is kept as its HMAC and last four digits only, as in kyc_submissions.
CREATE TABLE kyc_review_cases (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  reason text NOT NULL CHECK (reason IN ('mismatch', 'bvn_linked')),
  bvn_last4 text NOT NULL,
  bvn_hmac text NOT NULL,
  mismatched text[] NOT NULL,
  entered jsonb NOT NULL,
  record jsonb,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX kyc_review_cases_open ON kyc_review_cases (created_at) WHERE status = 'open';
CREATE INDEX kyc_review_cases_user ON kyc_review_cases (user_id);

-- The pre-rule duplicates found above, one case each, so staff see them.
INSERT INTO kyc_review_cases (user_id, reason, bvn_last4, bvn_hmac, mismatched, entered)
SELECT s.user_id, 'bvn_linked', s.bvn_last4, s.bvn_hmac, ARRAY['bvn'],
       jsonb_build_object('firstname', u.firstname, 'middlename', u.middlename, 'lastname', u.lastname,
                          'dob', to_char(u.dob, 'YYYY-MM-DD'))
FROM kyc_submissions s JOIN users u ON u.id = s.user_id
WHERE u.type = 'personal' AND s.status <> 'rejected' AND NOT s.claims_bvn;
