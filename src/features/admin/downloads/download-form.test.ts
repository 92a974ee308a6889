// The download editor's form: a new item asks for a file, an edit keeps the stored one (id 0) until
// it is replaced or removed, and the contract's rule says so in Chinese.
import { describe, expect, it } from 'vitest';
import type { AdminDownload } from '../../../contract/admin-downloads';
import { validateForm } from '../../../lib/forms/validate-form';
import { DOWNLOAD_RULES, downloadBody, downloadValues, storedFile } from './download-form';

const item: AdminDownload = {
  id: 5,
  category: 'edu_file',
  name: '培训讲义',
  fileName: '讲义.pdf',
  mime: 'application/pdf',
  size: 2048,
  status: 'draft',
  publishedAt: '',
  pinned: false,
  updatedAt: '2026-11-24T06:00:00.000Z',
  updatedBy: '周晓东',
  fileUrl: '/api/uploads/9',
};

describe('the download form', () => {
  it('asks a new item for its title, 栏目 and file', async () => {
    const errors = await validateForm(DOWNLOAD_RULES, downloadValues());
    expect(errors).toMatchObject({
      name: '请填写标题',
      category: '请选择栏目',
      uploadId: '请上传文件',
    });
    expect(storedFile()).toBeNull();
  });

  it('keeps an edited item’s stored file: it shows as the field’s value and is sent as id 0', async () => {
    const values = downloadValues(item);
    expect(storedFile(item)).toEqual({
      id: 0,
      url: '/api/uploads/9',
      fileName: '讲义.pdf',
      mime: 'application/pdf',
      size: 2048,
    });
    expect(await validateForm(DOWNLOAD_RULES, values)).toEqual({});
    expect(downloadBody(values)).toEqual({ name: '培训讲义', category: 'edu_file', uploadId: 0 });
  });

  it('asks for a file again once the stored one is removed', async () => {
    const errors = await validateForm(DOWNLOAD_RULES, { ...downloadValues(item), uploadId: '' });
    expect(errors.uploadId).toBe('请上传文件');
  });
});
