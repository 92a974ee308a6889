// The season's registration calls for members (src/features/membership): a person's 年度注册 in
// the user centre and a club's in the club centre (docs/membership.md).
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['年度注册'];
const schemas = (load: SchemaLoad) => Promise.all([load('membership-season'), load('common')]);

export const membershipSeasonApi = {
  mySeason: {
    method: 'GET',
    path: '/api/user/season',
    summary: '当前年度、免责声明与我的年度注册',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.mySeasonSchema };
    },
  },
  register: {
    method: 'POST',
    path: '/api/user/season/registrations',
    summary: '年度注册或续费（球员、教练员、裁判员，每类一次）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { body: m.registerBody, response: m.registrationSchema };
    },
  },
  submit: {
    method: 'POST',
    path: '/api/user/season/registrations/:id/submit',
    summary: '提交待提交的年度注册（接受免责声明、监护人同意）',
    tags,
    schemas: async (load) => {
      const [m, c] = await schemas(load);
      return { params: c.idParam, body: m.submitBody, response: m.registrationSchema };
    },
  },
  clubSeason: {
    method: 'GET',
    path: '/api/club/season',
    summary: '俱乐部的年度注册与成员的年度状态（联系人）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { response: m.clubSeasonSchema };
    },
  },
  registerClub: {
    method: 'POST',
    path: '/api/club/season/registration',
    summary: '俱乐部年度注册（联系人）',
    tags,
    schemas: async (load) => {
      const [m] = await schemas(load);
      return { body: m.clubRegisterBody, response: m.registrationSchema };
    },
  },
} satisfies RouteGroup;
