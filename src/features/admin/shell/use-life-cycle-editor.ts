// What every console editor with a life cycle does (notices, news, courses, downloads, the sport's
// pages, competitions): keeps the item as last saved; 保存 sends the fields, and a new item (a
// draft) then moves to its own address; 发布 saves the fields first, then publishes; 撤回 and 置顶
// send no fields, yet their refusal still shows next to the form. The editor passes `bar` to its
// LifeCycleBar.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FormState } from '../../../lib/forms/use-form';
import type { LifeCycleBarProps, LifeCycleState } from './life-cycle-bar';

export interface LifeCycleActions<T, K extends string> {
  /** Creates the item (id undefined) or saves the edited one, from the form's checked values. */
  save: (id: number | undefined, values: Record<K, string>) => Promise<T>;
  publish: (id: number, publishAt: string) => Promise<T>;
  withdraw: (id: number) => Promise<T>;
  /** Where the section has 置顶. */
  pin?: (id: number, pinned: boolean) => Promise<T>;
}

export interface LifeCycleEditorOptions<T, K extends string> extends LifeCycleActions<T, K> {
  /** The editor's address for a saved item. */
  pathOf: (id: number) => string;
  /** What else follows a saved item (the download's stored file). */
  onSaved?: (saved: T) => void;
}

export function useLifeCycleEditor<T extends LifeCycleState & { id: number }, K extends string>(
  form: FormState<K>,
  initial: T | undefined,
  options: LifeCycleEditorOptions<T, K>,
) {
  const navigate = useNavigate();
  const [item, setItem] = useState(initial);
  const [busy, setBusy] = useState(false);

  const show = (saved: T) => {
    setItem(saved);
    options.onSaved?.(saved);
    if (!item) void navigate(options.pathOf(saved.id), { replace: true });
  };
  const save = (then?: (saved: T) => Promise<T>) =>
    form.submit(async (values) => {
      const saved = await options.save(item?.id, values);
      show(then ? await then(saved) : saved);
    });
  const act = async (action: (id: number) => Promise<T>) => {
    if (!item) return;
    setBusy(true);
    await form.submit(async () => show(await action(item.id)));
    setBusy(false);
  };

  const { publish, withdraw, pin } = options;
  const bar: LifeCycleBarProps = {
    state: item,
    busy: form.submitting || busy,
    onSave: () => void save(),
    onPublish: (publishAt) => void save((saved) => publish(saved.id, publishAt)),
    onWithdraw: () => void act(withdraw),
    onPin: pin && ((pinned) => void act((id) => pin(id, pinned))),
  };
  return { item, bar };
}
