import { describe, expect, it } from 'vitest';
import { letGo, playAlone, type Playable } from './one-player.ts';

function fake(): Playable & { paused: boolean } {
  return {
    paused: true,
    play() {
      this.paused = false;
      return Promise.resolve();
    },
    pause() {
      this.paused = true;
    },
  };
}

describe('one player at a time', () => {
  it('pauses the one playing when another starts', async () => {
    const first = fake();
    const second = fake();
    await playAlone(first);
    expect(first.paused).toBe(false);
    await playAlone(second);
    expect(first.paused).toBe(true);
    expect(second.paused).toBe(false);
    await playAlone(second);
    expect(second.paused).toBe(false);
  });

  it('stops a player that is let go', async () => {
    const player = fake();
    await playAlone(player);
    letGo(player);
    expect(player.paused).toBe(true);
    const next = fake();
    await playAlone(next);
    expect(player.paused).toBe(true);
  });
});
