// The ordered-set editor of 站点设置: a move stays inside the item's group, a removal asks first,
// every change sends the whole list, and a refusal shows next to the item it refused.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithSystem } from '../../../theme/components/test-render';
import { OrderedListEditor, type ItemFormProps } from './ordered-list-editor';

interface Item {
  id: number;
  name: string;
  group: string;
}

const ITEMS: Item[] = [
  { id: 1, name: '甲', group: 'host' },
  { id: 2, name: '乙', group: 'host' },
  { id: 3, name: '丙', group: 'sponsor' },
];

function ItemForm({ onSave }: ItemFormProps<Item>) {
  return (
    <button
      type="button"
      onClick={() => void onSave({ id: 4, name: '丁', group: 'sponsor' }).catch(() => {})}
    >
      保存新项
    </button>
  );
}

function renderEditor(
  save: (list: Item[]) => Promise<void>,
  locked?: (item: Item) => string | undefined,
) {
  renderWithSystem(
    <OrderedListEditor<Item>
      what="测试项"
      items={ITEMS}
      keyOf={(item) => String(item.id)}
      nameOf={(item) => item.name}
      summary={(item) => item.name}
      groupOf={(item) => ({ key: item.group, label: item.group === 'host' ? '主办' : '赞助' })}
      lockedReason={locked}
      save={save}
      renderForm={(props) => <ItemForm {...props} />}
    />,
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('OrderedListEditor', () => {
  it('moves an item only past items of its own group, sending the whole list', async () => {
    const save = vi.fn(async () => {});
    renderEditor(save);
    expect(screen.getByRole('heading', { name: '主办' })).toBeTruthy();
    expect(button('下移「乙」')).toHaveProperty('disabled', true);
    expect(button('上移「丙」')).toHaveProperty('disabled', true);
    fireEvent.click(button('下移「甲」'));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith([ITEMS[1], ITEMS[0], ITEMS[2]]);
  });

  it('asks before removing, then sends the list without the item', async () => {
    const save = vi.fn(async () => {});
    renderEditor(save);
    fireEvent.click(button('删除「乙」'));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('确定删除「乙」吗？')).toBeTruthy();
    fireEvent.click(button('确定删除'));
    await waitFor(() => expect(save).toHaveBeenCalledWith([ITEMS[0], ITEMS[2]]));
  });

  it('offers no removal of a locked item and says why', () => {
    renderEditor(vi.fn(), (item) => (item.id === 1 ? '在用，不能删除' : undefined));
    expect(screen.queryByRole('button', { name: '删除「甲」' })).toBeNull();
    expect(screen.getByText('在用，不能删除')).toBeTruthy();
    expect(button('删除「乙」')).toBeTruthy();
  });

  it('shows a refusal next to the item it refused', async () => {
    const save = vi.fn(async () => {
      throw new ApiError('business', '合作伙伴已被他人修改或删除，请刷新后重试', { code: 1009 });
    });
    renderEditor(save);
    fireEvent.click(button('上移「乙」'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('合作伙伴已被他人修改或删除');
    expect(alert.closest('li')?.textContent).toContain('乙');
  });

  it('adds a new item at the end through its form', async () => {
    const save = vi.fn(async () => {});
    renderEditor(save);
    fireEvent.click(button('新建'));
    expect(screen.getByRole('heading', { name: '新建测试项' })).toBeTruthy();
    fireEvent.click(button('保存新项'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith([...ITEMS, { id: 4, name: '丁', group: 'sponsor' }]),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: '新建测试项' })).toBeNull());
  });
});
