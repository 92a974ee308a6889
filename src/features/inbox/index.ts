// 消息 (docs/messages.md): the list and its settings, in the portal and in the scoring app.
export { PortalInboxPage, ScoringInboxPage } from './inbox-page';
export { PortalInboxSettingsPage, ScoringInboxSettingsPage } from './inbox-settings-page';
