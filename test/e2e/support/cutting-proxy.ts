import { createServer, connect, type Server, type Socket } from 'node:net';

export type CuttingProxy = {
  baseURL: string;
  /** Upload-Offset of every tus PATCH that went through, in order */
  patchOffsets: number[];
  /** how many connections the proxy cut */
  cuts: number;
  close: () => Promise<void>;
};

/**
 * A TCP proxy in front of the server that breaks the connection of the first tus PATCH after `cutAfter` bytes of
 * its body have passed: a dropped connection in the middle of an upload, caused for real.
 */
export async function startCuttingProxy(target: string, cutAfter: number): Promise<CuttingProxy> {
  const upstream = new URL(target);
  const state = { patchOffsets: [] as number[], cuts: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const remote = connect(Number(upstream.port), upstream.hostname);
    sockets.add(client);
    sockets.add(remote);
    let patchBytes = -1;
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      const patch = /PATCH \/api\/v3\/vod\/upload[^\r\n]*\r\n([\s\S]*?)\r\n\r\n/i.exec(text);
      if (patch) {
        const offset = /upload-offset:\s*(\d+)/i.exec(patch[1]!);
        state.patchOffsets.push(offset ? Number(offset[1]) : -1);
        patchBytes = state.cuts === 0 ? chunk.length - (patch.index + patch[0].length) : -1;
      } else if (patchBytes >= 0) {
        patchBytes += chunk.length;
      }
      if (patchBytes >= cutAfter && state.cuts === 0) {
        state.cuts += 1;
        remote.write(chunk, () => {
          client.destroy();
          remote.destroy();
        });
        return;
      }
      remote.write(chunk);
    });
    remote.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      remote.destroy();
    };
    client.on('close', end);
    remote.on('close', end);
    client.on('error', end);
    remote.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    get patchOffsets() {
      return state.patchOffsets;
    },
    get cuts() {
      return state.cuts;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
