// Saving a part of the site's settings: the call, then 已保存. callApi has already had every page on
// screen read what it changed (src/lib/stale-answers.ts): the section's own list and the staff
// member's copies of what the public pages show (the header, the lists of values).
import { toast } from '../../../lib/notify';
import { SITE_MESSAGES as M } from './site-messages';

export async function saveSettings(save: () => Promise<unknown>): Promise<void> {
  await save();
  toast.success(M.saved);
}
