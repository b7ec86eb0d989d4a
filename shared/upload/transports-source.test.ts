import { describe, expect, it, vi } from 'vitest';
import { MATERIAL_PATHS } from '@shared/materials/paths.ts';
import { FetchXhr } from './testing/fetch-xhr.ts';
import { createDefaultTransport } from './transports.ts';
import { PROCESSING_STATUS } from './status.ts';
import { job, useRoutedApi } from './testing/transport-harness.ts';

const api = useRoutedApi();

describe('pictures and documents: uploadSource', () => {
  it('a picture goes with its width and height read in the browser', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    api.route = () => ({ result: 'ok', data: { id: 31 } });
    const transport = createDefaultTransport({ readImageSize: () => Promise.resolve({ width: 800, height: 600 }) });
    const { value, progress } = job('picture', new File(['png'], 'a.png'));
    await expect(transport.send(value)).resolves.toEqual({ material: { id: 31 } });
    const request = api.server.seen.at(-1)!;
    expect(request.path).toBe(MATERIAL_PATHS.uploadSource('picture'));
    expect(request.body).toContain('name="info"\r\n\r\n{"width":800,"height":600}\r\n');
    expect(request.body).toContain('name="categoryId"\r\n\r\n3\r\n');
    expect(progress).toEqual([50, 100]);
  });

  it('a picture whose size cannot be read, and a document, go with an empty info', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    const readImageSize = vi.fn(() => Promise.resolve(undefined));
    const transport = createDefaultTransport({ readImageSize });
    await transport.send(job('picture', new File(['x'], 'a.gif')).value);
    expect(api.server.seen.at(-1)!.body).toContain('name="info"\r\n\r\n{}\r\n');
    await transport.send(job('document', new File(['x'], 'a.pdf')).value);
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.uploadSource('document'));
    expect(api.server.seen.at(-1)!.body).toContain('name="info"\r\n\r\n{}\r\n');
    expect(readImageSize).toHaveBeenCalledTimes(1);
  });

  it('videoStatus asks the server', async () => {
    api.route = () => ({ result: 'ok', data: { video_id: 'v1', status: PROCESSING_STATUS.processed, material_id: 4 } });
    await expect(createDefaultTransport().videoStatus('v1')).resolves.toMatchObject({ status: PROCESSING_STATUS.processed });
    expect(api.server.seen.at(-1)!.path).toBe(MATERIAL_PATHS.videoStatus('v1'));
  });
});
