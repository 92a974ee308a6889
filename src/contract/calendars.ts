// The calendar feeds' inputs and answers (docs/calendars.md): a competition's feed is public; a
// club's and a volunteer's are read by their secret address, which their owner asks for (and
// renews) when signed in.
import { z } from 'zod';

const competitionId = z.coerce
  .number({ error: '赛事编号必须是数字' })
  .int('赛事编号必须是整数')
  .positive('赛事编号必须大于 0');

export const competitionFeedQuery = z.object({ id: competitionId });

/** A feed's secret: 24 random bytes in base64url (server/domain/calendars/calendar-feeds.ts). */
export const secretFeedQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, '日历订阅地址无效，请到页面上复制订阅地址'),
});

export const calendarFeedSchema = z
  .string()
  .meta({ format: 'binary', description: 'iCalendar 文件（text/calendar）' });

/** Where the owner's feed is: the path with its secret, which the page turns into a webcal link. */
export const feedAddressSchema = z.object({ path: z.string() });
export type FeedAddress = z.infer<typeof feedAddressSchema>;
