/**
 * Token families (DESIGN.md Login contract, spec §4 Session, §8 codes 50008/50012/50014).
 *
 * Each login starts a family with an absolute end (refreshTokenTtl after the login). A family holds
 * access tokens (short-lived) and refresh tokens (single use, rotated). Replaying a used refresh
 * token revokes the whole family. Token ids are random; only their sha256 hashes are stored.
 * A token login (login_auth) joins the family of the access token it presents: it ends with that login
 * (sign-out, replay, disabling) and never outlives its absolute end.
 */
import type { LoginData } from '@shared/session/types.ts';
import type { Db } from '@server/db/database.ts';
import type { RevokedReason, TokenKind, UserRow } from './schema.ts';
import { ApiError, fail, MESSAGES } from '@server/errors.ts';
import { newTokenId, sha256 } from '@server/security/tokens.ts';
import { seconds, type ServiceContext } from '@server/db/context.ts';
import { isChild, toSessionUser } from './views.ts';
import type { Session } from '@server/http/session-types.ts';

/** Why a revoked family's token fails; a family ended by disabling says so while the account stays disabled. */
function revokedFailure(reason: RevokedReason | null, accountUsable: boolean): ApiError {
  if (reason === 'replay') return fail.signedInElsewhere();
  return accountUsable ? fail.invalidSession() : fail.disabledSession();
}

async function issueToken(trx: Db, familyId: number, kind: TokenKind, exp: number, now: number) {
  const id = newTokenId();
  await trx.insertInto('tokens').values({ hash: sha256(id), family_id: familyId, kind, exp, used_at: null, created_at: now }).execute();
  return { id, exp };
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function createSessionService(ctx: ServiceContext) {
  const { db } = ctx;

  async function issuePair(trx: Db, familyId: number, absoluteExp: number, now: number) {
    // an access token never outlives its login
    const token = await issueToken(trx, familyId, 'access', Math.min(now + ctx.accessTokenTtl, absoluteExp), now);
    const refresh = await issueToken(trx, familyId, 'refresh', absoluteExp, now);
    return { token, refresh_token: refresh };
  }

  /** The account a usable user acts for: enabled, and for staff also an enabled main account. */
  async function usableMain(conn: Db, user: UserRow): Promise<UserRow | undefined> {
    if (user.status !== 1) return undefined;
    const main = isChild(user)
      ? await conn.selectFrom('users').selectAll().where('id', '=', user.main_id).executeTakeFirst()
      : user;
    return main && main.status === 1 ? main : undefined;
  }

  /** Starts a new family for a signed-in user and records the login time. */
  async function startFamily(user: UserRow): Promise<LoginData> {
    const now = seconds(ctx.now);
    const absoluteExp = now + ctx.refreshTokenTtl;
    const pair = await db.transaction().execute(async (trx) => {
      const family = await trx
        .insertInto('token_families')
        .values({ user_id: user.id, created_at: now, absolute_exp: absoluteExp, revoked_at: null, revoked_reason: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', user.id).execute();
      return issuePair(trx, family.id, absoluteExp, now);
    });
    return { ...pair, user: toSessionUser(user) };
  }

  /** Checks the Authorization value of a call. */
  function authenticate(accessTokenId: string): Promise<Session> {
    return authenticateHash(sha256(accessTokenId));
  }

  /** Checks the access token with this sha256 (what a stream ticket keeps instead of the token). */
  async function authenticateHash(accessTokenHash: string): Promise<Session> {
    const now = seconds(ctx.now);
    // the user comes with the token, in one statement: every API call starts here, and on PostgreSQL each statement
    // is a round trip
    const found = await db
      .selectFrom('tokens')
      .innerJoin('token_families as f', 'f.id', 'tokens.family_id')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .selectAll('u')
      .select(['tokens.exp as token_exp', 'f.id as family_id', 'f.revoked_reason', 'f.revoked_at', 'f.absolute_exp'])
      .where('tokens.hash', '=', accessTokenHash)
      .where('tokens.kind', '=', 'access')
      .executeTakeFirst();
    if (!found) throw fail.invalidSession();
    const { token_exp, family_id, revoked_reason, revoked_at, absolute_exp, ...user } = found;
    const row = { exp: token_exp, family_id, revoked_reason, revoked_at, absolute_exp };
    const main = await usableMain(db, user);
    if (row.revoked_at !== null) throw revokedFailure(row.revoked_reason, main !== undefined);
    if (!main) throw fail.disabledSession();
    if (row.exp <= now || row.absolute_exp <= now) throw fail.sessionExpired();
    return { user, main, isChild: isChild(user), familyId: row.family_id };
  }

  return {
    startFamily,
    authenticate,
    authenticateHash,

    /**
     * Token login: a live access token gets a new pair in its own family. A new family here would outlive the
     * login it came from, and a chain of token logins would never end.
     */
    async loginWithAccessToken(accessTokenId: string): Promise<LoginData> {
      let session: Session;
      try {
        session = await authenticate(accessTokenId);
      } catch (error) {
        // expired, revoked or unknown alike: token login needs a live access token
        throw error instanceof ApiError && error.message === MESSAGES.disabled ? error : fail.invalidSession();
      }
      const pair = await db.transaction().execute(async (trx) => {
        const now = seconds(ctx.now);
        const family = await trx
          .selectFrom('token_families')
          .select('absolute_exp')
          .where('id', '=', session.familyId)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        // signed out between the check and here
        if (!family || family.absolute_exp <= now) return undefined;
        await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', session.user.id).execute();
        return issuePair(trx, session.familyId, family.absolute_exp, now);
      });
      if (!pair) throw fail.invalidSession();
      return { ...pair, user: toSessionUser(session.user) };
    },

    /** Rotation: a refresh token works once; a second use revokes its whole family. */
    async refresh(refreshTokenId: string): Promise<LoginData> {
      const hash = sha256(refreshTokenId);
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome<LoginData>> => {
        const now = seconds(ctx.now);
        const row = await trx
          .selectFrom('tokens')
          .innerJoin('token_families as f', 'f.id', 'tokens.family_id')
          .select(['tokens.exp', 'tokens.used_at', 'f.id as family_id', 'f.user_id', 'f.absolute_exp', 'f.revoked_at', 'f.revoked_reason'])
          .where('tokens.hash', '=', hash)
          .where('tokens.kind', '=', 'refresh')
          .executeTakeFirst();
        if (!row) return { ok: false, error: fail.invalidSession() };
        const user = await trx.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
        const usable = (await usableMain(trx, user)) !== undefined;
        if (row.revoked_at !== null) return { ok: false, error: revokedFailure(row.revoked_reason, usable) };
        if (row.used_at !== null) {
          // replay: someone holds a copy of a rotated token; end the login everywhere
          await trx
            .updateTable('token_families')
            .set({ revoked_at: now, revoked_reason: 'replay' })
            .where('id', '=', row.family_id)
            .execute();
          return { ok: false, error: fail.signedInElsewhere() };
        }
        if (row.exp <= now || row.absolute_exp <= now) return { ok: false, error: fail.sessionExpired() };
        await trx.updateTable('tokens').set({ used_at: now }).where('hash', '=', hash).execute();
        if (!usable) return { ok: false, error: fail.disabledSession() };
        const pair = await issuePair(trx, row.family_id, row.absolute_exp, now);
        return { ok: true, value: { ...pair, user: toSessionUser(user) } };
      });
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },

    async logout(session: Session): Promise<void> {
      await db
        .updateTable('token_families')
        .set({ revoked_at: seconds(ctx.now), revoked_reason: 'logout' })
        .where('id', '=', session.familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
