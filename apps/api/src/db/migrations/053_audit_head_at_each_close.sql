-- Each closed day keeps the audit log's head, so removing its newest entries is found (stop 36). PostgreSQL 15
-- subset.
--
-- The audit chain (021, decision 020) finds an entry changed or removed in the middle: the hashes no longer
-- link. Entries removed from the end leave a shorter chain that still links, and `audit:verify` passed. Now each
-- day's close (eod_days, 024) keeps the newest entry's id and hash as it was then, and the check also requires
-- every kept head to be in the log unchanged. Someone with the owner's rights could rewrite these too; the same
-- head is printed by the check (`audit:verify`), to be kept off the database, and the check takes one back
-- (`-- --head <id>:<hash>`).
ALTER TABLE eod_days
  ADD COLUMN audit_head_id bigint,
  ADD COLUMN audit_head_hash text;
