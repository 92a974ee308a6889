// The Content-Security-Policy the built PWA runs under: only our own scripts (no inline ones),
// styles from our files plus the style tags Chakra's emotion inserts at run time, images also as
// data: and blob: URLs, and the service worker and manifest from our origin.
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * What helmet sends with every answer, for the answers written before helmet's hook can run
 * (framework-errors.ts). The test of those answers compares them with helmet's, so they cannot
 * drift apart.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(contentSecurityPolicy.directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
