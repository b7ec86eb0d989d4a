import { describe, expect, it } from 'vitest';
import { isUnsent, isUploaded, PROCESSING_STATUS, UPLOAD_STATUS } from './status.ts';

describe('the upload status vocabulary', () => {
  it('numbers a queue item as spec §3/§4 does (failed is ours)', () => {
    expect(UPLOAD_STATUS).toEqual({ failed: -1, pending: 0, uploading: 1, uploaded: 2, done: 100 });
  });

  it("numbers the server's processing as the uploaders poll it (spec §4: until the status equals 2)", () => {
    expect(PROCESSING_STATUS).toEqual({ failed: -1, missing: 0, processing: 1, processed: 2 });
  });

  it('tells items with their bytes on the server from items still to send', () => {
    const { failed, pending, uploading, uploaded, done } = UPLOAD_STATUS;
    expect([failed, pending, uploading, uploaded, done].filter(isUploaded)).toEqual([uploaded, done]);
    expect([failed, pending, uploading, uploaded, done].filter(isUnsent)).toEqual([pending, uploading]);
  });
});
