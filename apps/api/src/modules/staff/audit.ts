// The audit log of the operations console (migration 021, decision 020): append an entry in the transaction
// of what it records, list it, verify its hash chain. The SQL is in audit-repository.ts.
export {
  type AuditEntry,
  type AuditFilter,
  type AuditReport,
  type AuditRow,
  audit,
  listAudit,
  verifyAudit,
} from './audit-repository.ts';
