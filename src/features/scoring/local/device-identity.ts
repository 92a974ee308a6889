// Who made an action: a device id made once and kept, and a sequence number that never repeats
// on this device. Both live in the meta table and the number is taken inside the same
// IndexedDB transaction that writes the action, so a reload, a second tab or a failed write
// can never hand the same number out twice.
import type { Table } from 'dexie';
import type { MetaRow, ScoringTables } from './scoring-tables';

const DEVICE_ID_KEY = 'deviceId';
const SEQ_KEY = 'seq';

/** Must run inside a read-write transaction over the meta table. */
export async function deviceIdIn(
  meta: Table<MetaRow, string>,
  newId: () => string,
): Promise<string> {
  const row = await meta.get(DEVICE_ID_KEY);
  if (typeof row?.value === 'string') return row.value;
  const deviceId = newId();
  await meta.put({ key: DEVICE_ID_KEY, value: deviceId });
  return deviceId;
}

/** Must run inside a read-write transaction over the meta table. */
export async function nextSeqIn(meta: Table<MetaRow, string>): Promise<number> {
  const row = await meta.get(SEQ_KEY);
  const seq = (typeof row?.value === 'number' ? row.value : 0) + 1;
  await meta.put({ key: SEQ_KEY, value: seq });
  return seq;
}

export interface DeviceIdentity {
  deviceId: string;
  /** The last sequence number handed out; 0 before the first action. */
  lastSeq: number;
}

export async function getDeviceIdentity(
  tables: ScoringTables,
  newId: () => string = () => crypto.randomUUID(),
): Promise<DeviceIdentity> {
  return tables.db.transaction('rw', tables.meta, async () => {
    const deviceId = await deviceIdIn(tables.meta, newId);
    const seq = await tables.meta.get(SEQ_KEY);
    return { deviceId, lastSeq: typeof seq?.value === 'number' ? seq.value : 0 };
  });
}
