// The app database as an earlier deploy left it on a phone, written with IndexedDB itself (not
// the app's Dexie), so a test can load today's app over it and see what survives the upgrade.
import type { Page } from 'playwright-core';

/** One object store as Dexie made it: its in-line primary key and its indexes. */
export interface InstalledStore {
  key: string;
  /** Index key paths; a compound index is an array, named as Dexie names it: `[a+b]`. */
  indexes: (string | string[])[];
}

export type StoreRows = Record<string, unknown[]>;

/** Every row of `stores` in the page's app database, as it is now. */
export function readRows(tab: Page, stores: string[]): Promise<StoreRows> {
  return tab.evaluate(
    (names) =>
      new Promise<StoreRows>((resolve, reject) => {
        const open = indexedDB.open('feipan');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const read = database.transaction(names, 'readonly');
          const rows: StoreRows = {};
          for (const name of names) {
            const all = read.objectStore(name).getAll();
            all.onsuccess = () => (rows[name] = all.result as unknown[]);
          }
          read.oncomplete = () => {
            database.close();
            resolve(rows);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    stores,
  );
}

/**
 * Replaces the page's app database with one at Dexie `version` (IndexedDB's version is ten times
 * it) holding `stores` and `rows`. The page must be on the app's origin with the app not loaded.
 */
export function installDatabase(
  tab: Page,
  version: number,
  stores: Record<string, InstalledStore>,
  rows: StoreRows,
): Promise<void> {
  return tab.evaluate(
    ({ version, stores, rows }) =>
      new Promise<void>((resolve, reject) => {
        const removed = indexedDB.deleteDatabase('feipan');
        removed.onerror = () => reject(removed.error);
        removed.onsuccess = () => {
          const open = indexedDB.open('feipan', version * 10);
          open.onerror = () => reject(open.error);
          open.onupgradeneeded = () => {
            for (const [name, store] of Object.entries(stores)) {
              const created = open.result.createObjectStore(name, { keyPath: store.key });
              for (const index of store.indexes) {
                const indexName = Array.isArray(index) ? `[${index.join('+')}]` : index;
                created.createIndex(indexName, index);
              }
            }
          };
          open.onsuccess = () => {
            const database = open.result;
            const write = database.transaction(Object.keys(rows), 'readwrite');
            for (const [name, list] of Object.entries(rows)) {
              for (const row of list) write.objectStore(name).put(row);
            }
            write.oncomplete = () => {
              database.close();
              resolve();
            };
            write.onerror = () => reject(write.error);
          };
        };
      }),
    { version, stores, rows },
  );
}

/** The IndexedDB version of the page's app database now. */
export function installedVersion(tab: Page): Promise<number | undefined> {
  return tab.evaluate(async () => {
    const found = (await indexedDB.databases()).find((database) => database.name === 'feipan');
    return found?.version;
  });
}
