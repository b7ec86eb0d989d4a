/** The live area's services over one context: sessions, their streams and series. */
import type { ServiceContext } from '@server/db/context.ts';
import type { MediaTokens } from '@server/areas/materials/media-tokens.ts';
import { createLiveSeries } from './series.ts';
import { createLiveSessions } from './sessions.ts';
import { createLiveStreams, type LiveOptions } from './stream.ts';

export type { LiveOptions };

export function createLiveServices(ctx: ServiceContext, deps: { tokens: MediaTokens; options: LiveOptions }) {
  const sessions = createLiveSessions(ctx, { tokens: deps.tokens });
  return {
    sessions,
    streams: createLiveStreams(ctx, { sessions, options: deps.options }),
    series: createLiveSeries(ctx, { sessions }),
  };
}
