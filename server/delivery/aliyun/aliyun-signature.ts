// Alibaba Cloud's RPC-style request signature (SignatureVersion 1.0, HMAC-SHA1), as its SMS
// documentation's 签名机制 page specifies: the parameters sorted by name, each name and value
// percent-encoded as RFC 3986 says (space as %20, `*` as %2A, `~` left alone), joined with `&`;
// the string to sign is METHOD&%2F&<the encoded query, encoded again>; the key is the AccessKey
// secret followed by `&`; the signature is the HMAC's Base64.
import { createHmac } from 'node:crypto';

/** RFC 3986 unreserved characters stay; everything else is %XY of its UTF-8 bytes. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The sorted, encoded `name=value&…` of every parameter but Signature. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

export function signRpc(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  return createHmac('sha1', `${accessKeySecret}&`)
    .update(stringToSign(method, params))
    .digest('base64');
}
