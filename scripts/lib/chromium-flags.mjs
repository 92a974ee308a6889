// The flags Debian's headless Chromium needs on these machines (no GPU, no sandbox as root, no
// calls home on a closed network), shared by the browser tests and `npm run lighthouse`.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
