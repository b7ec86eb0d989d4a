import { describe, expect, it } from 'vitest';
import { MATERIAL_PATHS } from './paths.ts';
import { fetchCanUpload, fetchCategories, fetchPlaySign, fetchVideoStatus, findSources } from './client.ts';
import { fetchUploadSwitch } from './upload-client.ts';
import { SYSTEM_PATHS } from '@shared/system/paths.ts';
import { PROCESSING_STATUS } from '@shared/upload/status.ts';
import { useMaterialClientApi } from './testing/client-api.ts';

const { respond, last } = useMaterialClientApi();

describe('list and read calls', () => {
  it('findSources sends the list query with the cross-cutting parameters and reads rows and totalCount', async () => {
    respond({ result: 'ok', rows: [{ id: 1 }], totalCount: 61 });
    const page = await findSources('picture', {
      keyword: '',
      page: 2,
      pageSize: 60,
      categoryId: 0,
      sort_by: 'time_desc',
      start_at: '2024-01-01 00:00:00',
      end_at: '2024-01-31 23:59:59',
    });
    expect(page).toEqual({ rows: [{ id: 1 }], totalCount: 61 });
    expect(last()).toMatchObject({ method: 'GET', path: MATERIAL_PATHS.findSources('picture') });
    const query = Object.fromEntries(last().query);
    expect(query).toEqual({
      page: '2',
      pageSize: '60',
      categoryId: '0',
      sort_by: 'time_desc',
      start_at: '2024-01-01 00:00:00',
      end_at: '2024-01-31 23:59:59',
      app: 'lectern',
      appid: 'console',
      u: '7',
    });
    expect(last().headers.authorization).toBe('tok-1');
  });

  it('findSources reads a missing list as empty', async () => {
    respond({ result: 'ok' });
    await expect(findSources('audio', { page: 1, pageSize: 60, sort_by: 'time_desc' })).resolves.toEqual({
      rows: [],
      totalCount: 0,
    });
  });

  it('fetchCategories reads data', async () => {
    respond({ result: 'ok', data: [{ id: 1, name: '默认', source_count: 3 }] });
    await expect(fetchCategories('video')).resolves.toEqual([{ id: 1, name: '默认', source_count: 3 }]);
    expect(last().path).toBe(MATERIAL_PATHS.getCategorys('video'));
  });

  it('fetchVideoStatus and fetchPlaySign read data', async () => {
    const processed = { video_id: 'v1', status: PROCESSING_STATUS.processed, material_id: 5 };
    respond({ result: 'ok', data: processed });
    await expect(fetchVideoStatus('v1')).resolves.toEqual(processed);
    expect(last().path).toBe(MATERIAL_PATHS.videoStatus('v1'));
    respond({ result: 'ok', data: { url: 'u', token: '', fileId: 'f', appId: 'a', holder: 'h' } });
    await expect(fetchPlaySign('v1')).resolves.toMatchObject({ fileId: 'f' });
    expect(last().path).toBe(MATERIAL_PATHS.getPlaySign('v1'));
  });

  it('fetchCanUpload reads data, or a top-level canUpload', async () => {
    respond({ result: 'ok', data: { canUpload: false, used: 10, quota: 10 } });
    await expect(fetchCanUpload()).resolves.toEqual({ canUpload: false, used: 10, quota: 10 });
    expect(last().path).toBe(MATERIAL_PATHS.canUpload);
    respond({ result: 'ok', canUpload: true });
    await expect(fetchCanUpload()).resolves.toEqual({ canUpload: true, used: 0, quota: null });
  });

  it('fetchUploadSwitch asks the switch call for activity_upload_switch', async () => {
    respond({ result: 'ok', data: { activity_upload_switch: '0' } });
    await expect(fetchUploadSwitch(7)).resolves.toBe('0');
    expect(last().path).toBe(SYSTEM_PATHS.switches);
    expect(last().query.get('user_id')).toBe('7');
    expect(last().query.get('include')).toBe('activity_upload_switch');
  });
});
