/**
 * Reading database constraint failures the same way on every dialect (SQLite now, PostgreSQL later).
 */

/** Whether `error` is a unique or primary-key violation: SQLite's extended codes, PostgreSQL's SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
