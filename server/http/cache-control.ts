// The cache-control values of what the server sends outside /api: hashed files never change, and
// pages must always be revalidated so a new version reaches phones.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
