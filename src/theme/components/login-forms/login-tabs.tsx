// Two ARIA tabs (密码登录 / 验证码登录): arrow keys move between them, as screen-reader users
// expect of a tab list. Built from buttons so no extra Chakra recipe joins the first load.
import { Box, Button, HStack } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';

export interface LoginTab<K extends string> {
  key: K;
  label: string;
}

export interface LoginTabsProps<K extends string> {
  label: string;
  tabs: readonly LoginTab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idPrefix: string;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

export function LoginTabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: LoginTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(idPrefix, next.key)}`)?.focus();
  };
  return (
    <Box borderBottomWidth="2px" borderColor="border">
      <HStack ref={list} role="tablist" aria-label={label} gap="1" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <Button
              key={tab.key}
              id={tabId(idPrefix, tab.key)}
              role="tab"
              type="button"
              variant="ghost"
              aria-selected={active}
              aria-controls={panelId(idPrefix, tab.key)}
              tabIndex={active ? 0 : -1}
              minH="11"
              mb="-2px"
              borderRadius="0"
              borderBottomWidth="3px"
              borderBottomColor={active ? 'brand.solid' : 'transparent'}
              color={active ? 'brand.fg' : 'fg.muted'}
              fontWeight={active ? 'semibold' : 'normal'}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
