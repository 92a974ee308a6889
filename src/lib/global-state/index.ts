export * from './current-user';
export * from './lov';
export * from './site-config';
