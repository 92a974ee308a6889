// The rich-text editor: found by its label and shows the HTML it is given, with its toolbar;
// an address that would not survive the sanitizer is refused in Chinese.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSystem } from '../../../theme/components/test-render';
import { RichTextEditor } from './rich-text-editor';

function Form({ initial, seen }: { initial: string; seen: string[] }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditor
      label="正文"
      value={html}
      onChange={(next) => {
        seen.push(next);
        setHtml(next);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  // Typing and the toolbar's formats need a real layout (ProseMirror measures the selection):
  // tests/browser/admin-articles.test.ts writes a heading, bold text and an image through them.
  it('is a textbox found by its label, showing the HTML it is given', async () => {
    renderWithSystem(<Form initial="<h2>赛事安排</h2><p>十月举行</p>" seen={[]} />);
    const box = await screen.findByRole('textbox', { name: '正文' });
    await waitFor(() => expect(box.querySelector('h2')?.textContent).toBe('赛事安排'));
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(screen.getByRole('toolbar', { name: '正文格式' })).toBeTruthy();
  });

  it('refuses an image address that would not survive the sanitizer', async () => {
    renderWithSystem(<Form initial="" seen={[]} />);
    await screen.findByRole('textbox', { name: '正文' });
    fireEvent.click(screen.getByRole('button', { name: '图片' }));
    fireEvent.change(screen.getByLabelText('图片地址'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('图片地址须以 https:// 或 / 开头')).toBeTruthy();
  });
});
