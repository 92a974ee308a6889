// The device id and sequence number may travel in the action or as headers
// (docs/scoring-model.md, "Device id and sequence").
import type { FastifyRequest } from 'fastify';
import type { DeviceStamp } from '../../domain/games-and-scoring/record-action';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 64) : undefined;
};

export function deviceStampOf(
  request: FastifyRequest,
  action: { deviceId?: string | undefined; seq?: number | undefined },
  useSeqHeader: boolean,
): DeviceStamp {
  const seqHeader = useSeqHeader ? Number(header(request, 'x-device-seq')) : Number.NaN;
  return {
    deviceId: action.deviceId || header(request, 'x-device-id') || null,
    seq: action.seq ?? (Number.isSafeInteger(seqHeader) && seqHeader >= 0 ? seqHeader : null),
  };
}
