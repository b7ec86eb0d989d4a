/**
 * A server-sent-events reader for tests: opens a stream with fetch and hands out its events in order.
 */
type StreamEvent = { event: string; data: string };

export type EventStreamReader = {
  status: number;
  headers: Headers;
  /** the body of a non-stream answer (a failure), parsed */
  body?: unknown;
  /** the next event (of any name), or a rejection after `timeoutMs` */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** the next event named `name`, skipping others */
  nextNamed(name: string, timeoutMs?: number): Promise<StreamEvent>;
  /** resolves when the server ends the stream */
  ended: Promise<void>;
  /** comment lines seen so far (': heartbeat') */
  comments: string[];
  close(): void;
};

export async function openEventStream(url: string): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  const comments: string[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      next: () => Promise.reject(new Error('not an event stream')),
      nextNamed: () => Promise.reject(new Error('not an event stream')),
      ended: Promise.resolve(),
      comments,
      close: () => undefined,
    };
  }

  let finished = false;
  const ended = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length > 0) events.push({ event, data: data.join('\n') });
        }
        wake();
      }
    } catch {
      // aborted by close()
    } finally {
      finished = true;
      wake();
    }
  })();

  const next = async (timeoutMs = 5000): Promise<StreamEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = events.shift();
      if (event) return event;
      if (finished) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    next,
    async nextNamed(name, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(1, deadline - Date.now()));
        if (event.event === name) return event;
      }
    },
    ended,
    comments,
    close: () => controller.abort(),
  };
}
