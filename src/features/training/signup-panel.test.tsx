// The 报名 panel of a training page: what a visitor, staff and a member see, signing up and
// withdrawing, and a refusal that stays next to the button.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract/account';
import type { TrainingDetail } from '../../contract/content-portal';
import type { MySignup } from '../../contract/training-signup';
import { setCurrentUser } from '../../lib/global-state';
import { messageToaster, notificationToaster } from '../../lib/notify';
import { envelope } from '../../lib/test-support/fake-fetch';
import { resetLib } from '../../lib/test-support/reset-lib';
import { setTicket } from '../../lib/ticket';
import { formatDate } from '../../theme/components/date-format';
import { renderPage } from '../../theme/test-support/render-page';
import { TrainingDetailPage } from './training-detail-page';

beforeEach(resetLib);
afterEach(cleanup);

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => formatDate(Date.now() + offset * DAY_MS);

function training(fields: Partial<TrainingDetail> = {}): TrainingDetail {
  return {
    id: 1,
    kind: 'coach',
    title: '第二期三级教练员培训班',
    level: 'level3',
    levelName: '三级',
    city: '北京',
    place: '北京体育大学田径场',
    startDate: day(20),
    endDate: day(22),
    fee: 800,
    capacity: 5,
    signupDeadline: day(13),
    seatsLeft: 5,
    signup: '开课前 7 天截止报名。',
    content: '<p>课程内容</p>',
    ...fields,
  };
}

const mine = (fields: Partial<MySignup> = {}): MySignup => ({
  trainingId: 1,
  status: null,
  signedUpAt: null,
  withdrawnAt: null,
  seatsLeft: 5,
  ...fields,
});

function signIn(type: CurrentUser['type']) {
  setTicket('t');
  setCurrentUser({
    id: 7,
    name: '李明',
    type,
    phone: '13800000001',
    gender: 'M',
    city: '北京',
    clubId: null,
    isClubContact: false,
  });
}

/** The training page, with /api/trainings/1/signup answered by `signup` (GET and POST alike). */
function open(
  detail: TrainingDetail,
  signup: (request: Request) => Response = () => envelope(mine()),
) {
  return renderPage('/training/detail/1', '/training/detail/:id', <TrainingDetailPage />, {
    '/api/trainings/1': () => envelope(detail),
    '/api/trainings/1/signup': signup,
    '/api/trainings/1/withdraw': () =>
      envelope(
        mine({ status: 'withdrawn', withdrawnAt: new Date().toISOString() }),
        0,
        '已取消报名',
      ),
  });
}

/** A button once it can be pressed (the panel waits for the member's sign-up to be read). */
async function enabledButton(name: string): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false),
  );
  return screen.getByRole('button', { name });
}

const toasts = (toaster: typeof messageToaster) =>
  toaster.getVisibleToasts().map((item) => item.title);

describe('the sign-up panel', () => {
  it('sends a visitor to the login page and back', async () => {
    open(training());
    await screen.findByText('剩余 5 个名额');
    const link = screen.getByRole('link', { name: '登录后报名' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Ftraining%2Fdetail%2F1');
  });

  it('tells staff that online sign-up is for players and contacts', async () => {
    signIn('staff');
    open(training());
    await screen.findByText('仅球员和俱乐部联系人可以在线报名');
    expect(screen.queryByRole('button', { name: '报名' })).toBeNull();
  });

  it('shows 名额已满 as a disabled button', async () => {
    signIn('player');
    open(training({ seatsLeft: 0 }), () => envelope(mine({ seatsLeft: 0 })));
    const button = await screen.findByRole('button', { name: '名额已满' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('shows 报名已截止 as a disabled button after the deadline', async () => {
    signIn('contact');
    open(training({ signupDeadline: day(-1) }));
    const button = await screen.findByRole('button', { name: '报名已截止' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('signs a member up and withdraws after asking', async () => {
    signIn('player');
    let signedUp = false;
    open(training(), (request) => {
      if (request.method === 'POST') signedUp = true;
      return envelope(
        mine(
          signedUp
            ? { status: 'signed_up', signedUpAt: new Date().toISOString(), seatsLeft: 4 }
            : {},
        ),
        0,
        signedUp ? '报名成功' : '操作成功',
      );
    });
    fireEvent.click(await enabledButton('报名'));
    await screen.findByText('已报名');
    expect(screen.getByText('剩余 4 个名额')).toBeTruthy();
    expect(toasts(messageToaster)).toContain('报名成功');

    fireEvent.click(screen.getByRole('button', { name: '取消报名' }));
    const confirm = screen.getByRole('group', { name: '取消报名' });
    signedUp = false;
    fireEvent.click(within(confirm).getByRole('button', { name: '确定取消' }));
    await screen.findByRole('button', { name: '报名' });
    expect(toasts(messageToaster)).toContain('已取消报名');
  });

  it('keeps a refusal next to the button, and reads the seats again', async () => {
    signIn('player');
    let refused = false;
    open(training(), (request) => {
      if (request.method === 'POST') {
        refused = true;
        return envelope(null, 1009, '名额已满：该培训共 5 个名额，已全部报满');
      }
      return envelope(mine({ seatsLeft: refused ? 0 : 1 }));
    });
    fireEvent.click(await enabledButton('报名'));
    const alert = await screen.findByRole('alert');

    expect(alert.textContent).toContain('名额已满：该培训共 5 个名额，已全部报满');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '名额已满' }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByRole('alert').textContent).toContain('已全部报满');
    expect(toasts(notificationToaster)).toEqual([]);
  });
});
