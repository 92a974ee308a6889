// Jotai behind one module (as excalidraw's app-jotai): one store for the whole app, so code
// outside React (the API client, start-up loaders) reads and sets the same atoms as components.
import { createElement, type ReactNode } from 'react';
import { createStore, Provider } from 'jotai';

export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

export const appStore = createStore();

export function AppStoreProvider({ children }: { children?: ReactNode }) {
  return createElement(Provider, { store: appStore }, children);
}
