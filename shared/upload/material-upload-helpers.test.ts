import { describe, expect, it } from 'vitest';
import { translate } from '@shared/i18n/i18n.ts';
import type { MaterialKind } from '@shared/materials/types.ts';
import { isPictureUploadBlocked, statusLabelKey } from './material-upload.ts';
import { UPLOAD_STATUS } from './status.ts';

const { failed, pending, uploading, uploaded, done } = UPLOAD_STATUS;

describe('helpers', () => {
  it('names the item statuses per kind', () => {
    const word = (kind: MaterialKind, status: Parameters<typeof statusLabelKey>[1]) =>
      translate('zh-CN', statusLabelKey(kind, status));
    expect(word('picture', pending)).toBe('等待上传');
    expect(word('picture', uploading)).toBe('上传中');
    expect(word('picture', done)).toBe('上传完成');
    expect(word('audio', uploaded)).toBe('上传完成');
    expect(word('video', uploaded)).toBe('转码中');
    expect(word('video', done)).toBe('上传完成');
    expect(word('document', failed)).toBe('上传失败');
  });

  it("blocks picture uploads when activity_upload_switch is '0' (spec §5)", () => {
    expect(isPictureUploadBlocked('0')).toBe(true);
    expect(isPictureUploadBlocked('1')).toBe(false);
    expect(isPictureUploadBlocked(undefined)).toBe(false);
  });

  it('has the dialog texts verbatim', () => {
    expect(translate('zh-CN', 'upload.videoNotice')).toBe(
      '视频已全部上传完成，您可以关闭上传窗口，继续进行其他操作，转码完成会后将自动更新视频状态',
    );
    expect(translate('zh-CN', 'upload.gotIt')).toBe('我知道了');
    expect(translate('zh-CN', 'upload.closeRefused')).toBe('正在上传中，请稍后关闭');
  });
});
