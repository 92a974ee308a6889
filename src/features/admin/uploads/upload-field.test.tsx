// The upload field: the chosen file is uploaded at once and shown (a preview for an image, the
// name and size for a file); a refusal stays next to the field until the next choice; 移除 empties it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile, UploadKind } from '../../../contract/admin-uploads';
import { envelope, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { renderWithSystem } from '../../../theme/components/test-render';
import { UploadField } from './upload-field';

vi.mock('../../../lib/full-page-load', () => ({ loadPage: vi.fn() }));

beforeEach(async () => {
  await resetLib();
});

function Form({
  kind,
  onChange,
}: {
  kind: UploadKind;
  onChange?: (v: UploadedFile | null) => void;
}) {
  const [value, setValue] = useState<UploadedFile | null>(null);
  return (
    <UploadField
      label={kind === 'image' ? '图片' : '文件'}
      kind={kind}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const choose = (input: HTMLElement, file: File) =>
  fireEvent.change(input, { target: { files: [file] } });

describe('UploadField', () => {
  it('is a file input labelled by its label, accepting only the kind’s types', () => {
    renderWithSystem(<Form kind="file" />);
    const input = screen.getByLabelText('文件');
    expect(input).toHaveProperty('type', 'file');
    expect(input.getAttribute('accept')).toBe(
      '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.csv,.txt',
    );
    expect(
      screen.getByText('PDF、Word、Excel、PPT、ZIP、CSV 或 TXT 文件，不超过 20 MB'),
    ).toBeTruthy();
  });

  it('uploads the chosen file and shows its name and size; 移除 empties the field', async () => {
    const uploaded = {
      id: 3,
      url: '/api/uploads/3',
      fileName: '竞赛规程.pdf',
      mime: 'application/pdf',
      size: 2048,
    };
    stubFetch(() => envelope(uploaded));
    const onChange = vi.fn();
    renderWithSystem(<Form kind="file" onChange={onChange} />);
    choose(screen.getByLabelText('文件'), new File(['%PDF-'], '竞赛规程.pdf'));
    const link = await screen.findByRole('link', { name: '竞赛规程.pdf' });
    expect(link.getAttribute('href')).toBe('/api/uploads/3');
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(uploaded);
    fireEvent.click(screen.getByRole('button', { name: '移除' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('link', { name: '竞赛规程.pdf' })).toBeNull();
  });

  it('previews an image', async () => {
    stubFetch(() =>
      envelope({ id: 4, url: '/api/uploads/4', fileName: '会徽.png', mime: 'image/png', size: 68 }),
    );
    renderWithSystem(<Form kind="image" />);
    choose(screen.getByLabelText('图片'), new File(['png'], '会徽.png'));
    const preview = await screen.findByRole('img', { name: '预览：会徽.png' });
    expect(preview.getAttribute('src')).toBe('/api/uploads/4');
  });

  it('shows the refusal next to the field and keeps the field empty', async () => {
    stubFetch(() => envelope(null, 1001, '文件内容与扩展名不符'));
    const onChange = vi.fn();
    renderWithSystem(<Form kind="image" onChange={onChange} />);
    choose(screen.getByLabelText('图片'), new File(['text'], '海报.png'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('文件内容与扩展名不符');
    await waitFor(() => expect(screen.getByLabelText('图片')).toHaveProperty('disabled', false));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names a stored file that has no public address without a link', () => {
    const stored = { id: 0, url: '', fileName: '规则.md', mime: 'text/markdown', size: 300 };
    renderWithSystem(
      <UploadField label="文件" kind="file" value={stored} onChange={() => undefined} />,
    );
    expect(screen.getByText('规则.md')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('300 B')).toBeTruthy();
  });
});
