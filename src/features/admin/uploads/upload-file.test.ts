// uploadFile: the bytes go raw (application/octet-stream, whatever the file's own type) with the
// name and kind in the query, and a file over the limit is refused before anything is sent.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { envelope, requestOf, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { uploadFile } from './upload-file';

vi.mock('../../../lib/full-page-load', () => ({ loadPage: vi.fn() }));

beforeEach(async () => {
  await resetLib();
});

const answer = {
  id: 7,
  url: '/api/uploads/7',
  fileName: '规则 2026.pdf',
  mime: 'application/pdf',
  size: 9,
};

describe('uploadFile', () => {
  it('sends the raw bytes with the name and kind in the query, and answers the upload', async () => {
    const fetchMock = stubFetch(() => envelope(answer));
    const file = new File(['%PDF-1.4\n'], '规则 2026.pdf', { type: 'application/pdf' });
    await expect(uploadFile(file, 'file')).resolves.toEqual(answer);
    const request = requestOf(fetchMock);
    expect(request.method).toBe('POST');
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/admin/uploads');
    expect(url.searchParams.get('fileName')).toBe('规则 2026.pdf');
    expect(url.searchParams.get('kind')).toBe('file');
    expect(request.headers.get('content-type')).toBe('application/octet-stream');
    expect(await request.text()).toBe('%PDF-1.4\n');
  });

  it('is an image upload unless told otherwise', async () => {
    const fetchMock = stubFetch(() =>
      envelope({ ...answer, fileName: 'a.png', mime: 'image/png' }),
    );
    await uploadFile(new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' }));
    expect(new URL(requestOf(fetchMock).url).searchParams.get('kind')).toBe('image');
  });

  it('refuses an image over 5 MB in the server’s words without sending it', async () => {
    const fetchMock = stubFetch(() => envelope(answer));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], '大图.png');
    const error = await uploadFile(big, 'image').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('图片不能超过 5 MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('passes the server’s refusal on', async () => {
    stubFetch(() => envelope(null, 1001, '文件内容与扩展名不符'));
    const error = await uploadFile(new File(['text'], '海报.png')).catch(
      (reason: unknown) => reason,
    );
    expect((error as ApiError).message).toBe('文件内容与扩展名不符');
  });
});
