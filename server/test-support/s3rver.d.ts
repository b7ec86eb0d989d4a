/** The part of s3rver (3.7, no types of its own) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Middleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export type S3rverContext = {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  };

  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean; resetOnClose?: boolean });
    /** Koa's middleware list: the shim of missing operations goes first */
    middleware: Middleware[];
    store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
