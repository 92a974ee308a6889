import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { renderWithSystem } from './test-render';

describe('Pagination', () => {
  it('is a 分页 navigation with Chinese labels and the current page marked', () => {
    renderWithSystem(<Pagination page={3} pageSize={10} total={95} onChange={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeTruthy();
    const current = within(nav).getByRole('button', { name: '第 3 页' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: '第 4 页' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(within(nav).getByRole('spinbutton', { name: '跳至第几页' })).toBeTruthy();
  });

  it('moves with 上一页 and 下一页, and disables them at the ends', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithSystem(
      <Pagination page={1} pageSize={10} total={25} onChange={onChange} />,
    );
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(2));
    rerender(<Pagination page={3} pageSize={10} total={25} onChange={onChange} />);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('jumps to a typed page with Enter, kept inside the page count', async () => {
    const onChange = vi.fn();
    renderWithSystem(<Pagination page={1} pageSize={10} total={50} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: '跳至第几页' });
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.submit(input);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(4));
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: '跳转' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(5));
  });

  it('shows nothing when everything fits on one page', () => {
    renderWithSystem(<Pagination page={1} pageSize={10} total={10} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});

describe('the page numbers', () => {
  const numbers = () =>
    within(screen.getByRole('navigation', { name: '分页' }))
      .getAllByRole('button', { name: /^第 \d+ 页$/ })
      .map((button) => Number(button.textContent));

  it('keep the first, the last and the neighbours, with gaps between', () => {
    const { rerender } = renderWithSystem(
      <Pagination page={5} pageSize={10} total={100} onChange={() => undefined} />,
    );
    expect(numbers()).toEqual([1, 4, 5, 6, 10]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    rerender(<Pagination page={3} pageSize={10} total={50} onChange={() => undefined} />);
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.queryByText('…')).toBeNull();
  });

  it('go to the pressed page, and say nothing for the current one', async () => {
    const onChange = vi.fn();
    renderWithSystem(<Pagination page={2} pageSize={10} total={50} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    fireEvent.click(screen.getByRole('button', { name: '第 5 页' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(5));
    expect(onChange.mock.calls).toEqual([[5]]);
  });

  it('show the page out of the count on a phone, with a page past the end taken as the last', () => {
    renderWithSystem(<Pagination page={9} pageSize={10} total={25} onChange={() => undefined} />);
    expect(screen.getByText('第 3 / 3 页')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 3 页' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
