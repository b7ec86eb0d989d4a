/**
 * vitest global setup of the unit project: under LECTERN_TEST_STORAGE=s3 (the scale-out pass of
 * scripts/test-postgres.ts) one S3-compatible server for the whole run, whose endpoint every test server gets a
 * fresh bucket on (start-server.ts); stopped and its directory removed at the end. Otherwise nothing starts.
 */
import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's S3-compatible server, '' when the run stores files on disk */
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.LECTERN_TEST_STORAGE !== 's3') {
    project.provide('s3Endpoint', '');
    return undefined;
  }
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.close();
}
