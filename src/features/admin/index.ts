// The staff console (/admin, docs/console.md): one lazy section with its own layout and guard.
export { AdminApp } from './shell/admin-app';
