/**
 * What the suite's clients share: requests that may meet a dead server, a wait for it to answer again (as a real
 * client polls), a request body sent at a slow network's pace (so a kill can land in the middle of one), and the
 * record of every 5xx answer, which the suite asserts never came.
 */
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import type { Random } from './random.ts';

/** The request got no answer: the connection failed or was cut (the server was killed). */
export const LOST = Symbol('lost');
export type Outcome = Response | typeof LOST;

export type Client = {
  readonly baseUrl: string;
  readonly token: string;
  readonly random: Random;
  /** a request; a 5xx answer is recorded; no answer is LOST (after waiting until the server answers again) */
  send(path: string | URL, init: RequestInit): Promise<Outcome>;
  /** the answers with status >= 500, "METHOD path status body" */
  readonly serverErrors: string[];
  /** how many requests got no answer */
  readonly lost: number;
  /** why the last request without an answer got none (the fetch error and its cause) */
  readonly lastLoss: string;
};

const POLL_MS = 50;
const DOWN_TIMEOUT_MS = 60_000;

/** Polls until the server answers any request: it was restarted. */
async function waitForServer(baseUrl: string): Promise<void> {
  const deadline = Date.now() + DOWN_TIMEOUT_MS;
  for (;;) {
    try {
      await (await fetch(new URL(MATERIAL_PATHS.canUpload, baseUrl))).arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server at ${baseUrl} did not come back in ${DOWN_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

export function createClient(baseUrl: string, token: string, random: Random): Client {
  const serverErrors: string[] = [];
  let lost = 0;
  let lastLoss = '';
  return {
    baseUrl,
    token,
    random,
    serverErrors,
    get lost() {
      return lost;
    },
    get lastLoss() {
      return lastLoss;
    },
    async send(path, init) {
      const url = new URL(path, baseUrl);
      let response: Response;
      try {
        response = await fetch(url, init);
      } catch (error) {
        lost += 1;
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        lastLoss = `${String(error)}${cause ? ` (${cause.code ?? cause.message ?? ''})` : ''}`;
        await waitForServer(baseUrl);
        return LOST;
      }
      if (response.status >= 500) serverErrors.push(`${init.method ?? 'GET'} ${url.pathname} ${response.status} ${await response.clone().text()}`);
      return response;
    },
  };
}

/** A form POST of the API (with the query every client call carries). */
export function postForm(client: Client, path: string, fields: Record<string, string>): Promise<Outcome> {
  const url = new URL(path, client.baseUrl);
  url.search = 'app=lectern&appid=web&u=0';
  return client.send(url, {
    method: 'POST',
    headers: { authorization: client.token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The parts of a slow body: how big a piece is and the pause after each. */
export type Pace = { pieceBytes: number; pauseMs: number };

/**
 * `bytes` as a request body that arrives piece by piece; `onLastPiece` runs when the last piece is handed over
 * (the suite kills the server right then to land in the upload's finish).
 */
export function slowBody(bytes: Uint8Array, pace: Pace, onLastPiece?: () => void): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= bytes.length) {
        controller.close();
        return;
      }
      if (sent > 0) await new Promise((resolve) => setTimeout(resolve, pace.pauseMs));
      const piece = bytes.subarray(sent, Math.min(sent + pace.pieceBytes, bytes.length));
      sent += piece.length;
      controller.enqueue(piece);
      if (sent >= bytes.length) onLastPiece?.();
    },
  });
}

/** The fields of a request with a streamed body (Node's fetch needs `duplex: 'half'` for one; the DOM types lack it). */
export function streamed(method: string, headers: Record<string, string>, body: ReadableStream<Uint8Array>): RequestInit & { duplex: 'half' } {
  return { method, headers, body, duplex: 'half' };
}

/** Reads a JSON answer of the API, `{result, data, rows, …}`. */
export async function answerOf<T>(response: Response): Promise<{ result?: string; code?: number; message?: string; data?: T; rows?: T[] }> {
  const text = await response.text();
  try {
    return JSON.parse(text) as { result?: string; data?: T; rows?: T[] };
  } catch {
    return { result: 'not json', message: text };
  }
}
