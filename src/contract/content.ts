// The portal's public content calls (all GET, under /api). Split by area; import from here.
export * from './content-portal';
export * from './content-competition';
export * from './content-people';
export * from './content-home';
