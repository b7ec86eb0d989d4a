import { describe, expect, it } from 'vitest';
import { useClientHarness } from './testing/client-harness.ts';

/** A call's own headers (`CallOptions.headers`): an `Idempotency-Key` on a write that moves money. */
const harness = useClientHarness();
const { client } = harness;

describe('a call with headers of its own', () => {
  it('sends them beside the session’s Authorization and the JSON body', async () => {
    await client().postJson('/api/v3/aftersale/approve', { id: 3, amount: 990 }, { headers: { 'Idempotency-Key': 'key-0123456789' } });
    const [request] = harness.server.seen;
    expect(request!.headers['idempotency-key']).toBe('key-0123456789');
    expect(request!.headers.authorization).toBe('tok-1');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request!.body)).toEqual({ id: 3, amount: 990 });
  });

  it('cannot replace the client’s Authorization', async () => {
    await client().postJson('/x', {}, { headers: { Authorization: 'someone-else' } });
    expect(harness.server.seen[0]!.headers.authorization).toBe('tok-1');
  });

  it('sends none on a call without them', async () => {
    await client().postJson('/x', {});
    expect(harness.server.seen[0]!.headers['idempotency-key']).toBeUndefined();
  });
});
