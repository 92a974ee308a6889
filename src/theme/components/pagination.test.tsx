import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageSlots } from './page-numbers';
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

  it('moves with 上一页 and 下一页, and disables them at the ends', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithSystem(
      <Pagination page={1} pageSize={10} total={25} onChange={onChange} />,
    );
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<Pagination page={3} pageSize={10} total={25} onChange={onChange} />);
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('jumps to a typed page with Enter, kept inside the page count', () => {
    const onChange = vi.fn();
    renderWithSystem(<Pagination page={1} pageSize={10} total={50} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: '跳至第几页' });
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.submit(input);
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: '跳转' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('shows nothing when everything fits on one page', () => {
    renderWithSystem(<Pagination page={1} pageSize={10} total={10} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});

describe('pageSlots', () => {
  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageSlots(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
