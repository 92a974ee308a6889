// The installable shell's public surface: the app mounts <UpdatePrompt />, the scoring feature
// holds updates while actions wait to sync.
export { registerAppServiceWorker, type ServiceWorkerClient } from './register-service-worker';
export { UpdatePrompt } from './update-prompt';
export { holdUpdates, type ApplyUpdateResult, type UpdateSnapshot } from './update-state';
export { useAppUpdate, useHoldUpdates, type AppUpdate } from './use-app-update';
