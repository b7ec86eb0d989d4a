/**
 * Coupon codes: 10 characters drawn with the operating system's cryptographic randomness
 * (`crypto.randomInt`, uniform over the alphabet) from 32 characters without look-alikes, so a code cannot be
 * guessed from others (32^10 ≈ 1.1 × 10^15). Unique over every coupon by the unique index on `code`: an insert that
 * meets a stored code skips it (`on conflict do nothing`, both engines) and another is drawn in its place.
 */
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, COUPON_LIMITS } from '@shared/marketing/coupon-rules.ts';
import type { Db } from '@server/db/database.ts';

/** rows per insert: 7 parameters a row stays well below either engine's limit */
const CHUNK = 1000;
/** rounds in a row that met collisions before giving up: never reached short of a broken random source */
const COLLISION_ROUNDS = 20;

const newCouponCode = (): string => Array.from({ length: COUPON_LIMITS.codeLength }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export type CodeRows = { batch_id: number; coupon_id: number; owner_id: number; created_at: number };

/** Inserts `count` new codes of the batch in `trx`, drawing again for any that collide; answers how many were drawn again. */
export async function insertCodes(trx: Db, base: CodeRows, count: number, draw: () => string = newCouponCode): Promise<number> {
  let missing = count;
  let redrawn = 0;
  let collisionRounds = 0;
  while (missing > 0) {
    const size = Math.min(missing, CHUNK);
    const fresh = new Set<string>();
    for (let attempts = 0; fresh.size < size && attempts < size * 20; attempts++) fresh.add(draw());
    if (fresh.size < size) throw new Error('coupon codes: the random source keeps repeating itself');
    const inserted = await trx
      .insertInto('coupon_codes')
      .values([...fresh].map((code) => ({ ...base, code })))
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .execute();
    missing -= inserted.length;
    if (inserted.length < size) {
      redrawn += size - inserted.length;
      if (++collisionRounds > COLLISION_ROUNDS) throw new Error('coupon codes: the random source keeps repeating itself');
    } else {
      collisionRounds = 0;
    }
  }
  return redrawn;
}
