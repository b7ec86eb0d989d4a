/** The part of an <audio> element the one-at-a-time rule needs (a fake in tests). */
export type Playable = { play(): Promise<void>; pause(): void; readonly paused: boolean };

let current: Playable | undefined;

/** Plays `media` after pausing whatever else was playing: one material sounds at a time, page-wide. */
export function playAlone(media: Playable): Promise<void> {
  if (current && current !== media && !current.paused) current.pause();
  current = media;
  return media.play();
}

/** `media` is going away (its row left the page): it stops, and is no longer the one playing. */
export function letGo(media: Playable): void {
  if (!media.paused) media.pause();
  if (current === media) current = undefined;
}
