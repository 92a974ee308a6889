// A local stand-in for the SMS gateway, for the tests: it checks each request's signature with
// the AccessKey secret it was given and answers as the provider documents (Code OK with a BizId,
// an isv.* refusal with HTTP 200, SignatureDoesNotMatch with HTTP 400), or not at all (a timeout).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRpc } from '../delivery/aliyun/aliyun-signature';

export interface GatewayRequest {
  params: Record<string, string>;
}

/** What the gateway answers to a correctly signed request; 'hang' never answers. */
export type GatewayAnswer = { status: number; body: Record<string, string> } | 'hang';

export interface FakeGateway {
  endpoint: string;
  /** The correctly signed requests received, in order. */
  received: GatewayRequest[];
  close: () => Promise<void>;
}

export const gatewayOk = (): GatewayAnswer => ({
  status: 200,
  body: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'F655A8D5' },
});

export const gatewayRefusal = (code: string, message: string, status = 200): GatewayAnswer => ({
  status,
  body: { Code: code, Message: message, RequestId: 'F655A8D5' },
});

export async function startFakeGateway(
  accessKeySecret: string,
  answer: (request: GatewayRequest) => GatewayAnswer,
): Promise<FakeGateway> {
  const received: GatewayRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(raw));
      const { Signature, ...signed } = params;
      const reply = (status: number, body: Record<string, string>) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || Signature !== signRpc('POST', signed, accessKeySecret)) {
        reply(400, {
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched with our calculation.',
          RequestId: 'F655A8D5',
        });
        return;
      }
      received.push({ params: signed });
      const result = answer({ params: signed });
      if (result === 'hang') hanging.add(() => res.destroy());
      else reply(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    received,
    close: async () => {
      for (const end of hanging) end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
