// The training courses' calls (src/features/training): the list and one course, the caller's
// sign-up for a course (read, sign up, withdraw), and the member's own sign-ups.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['培训'];
const schemas = (load: SchemaLoad) =>
  Promise.all([load('content-portal'), load('training-signup')]);

export const trainingApi = {
  list: {
    method: 'GET',
    path: '/api/trainings',
    summary: '培训列表（教练员或裁判员）',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { query: c.trainingListQuery, response: c.trainingPageSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/trainings/:id',
    summary: '培训详情',
    tags,
    schemas: async (load) => {
      const [c] = await schemas(load);
      return { params: c.recordIdParam, response: c.trainingDetailSchema };
    },
  },
  mySignup: {
    method: 'GET',
    path: '/api/trainings/:id/signup',
    summary: '我对该培训的报名（含剩余名额）',
    tags,
    schemas: async (load) => {
      const [c, signup] = await schemas(load);
      return {
        params: c.recordIdParam,
        response: signup.mySignupSchema,
      };
    },
  },
  signUp: {
    method: 'POST',
    path: '/api/trainings/:id/signup',
    summary: '报名培训（球员和俱乐部联系人；撤销后可再次报名）',
    tags,
    schemas: async (load) => {
      const [c, signup] = await schemas(load);
      return {
        params: c.recordIdParam,
        response: signup.mySignupSchema,
      };
    },
  },
  withdraw: {
    method: 'POST',
    path: '/api/trainings/:id/withdraw',
    summary: '取消培训报名（培训开始前）',
    tags,
    schemas: async (load) => {
      const [c, signup] = await schemas(load);
      return {
        params: c.recordIdParam,
        response: signup.mySignupSchema,
      };
    },
  },
  mine: {
    method: 'GET',
    path: '/api/user/trainings',
    summary: '我报名的培训（含已取消的）',
    tags,
    schemas: async (load) => {
      const [, signup] = await schemas(load);
      return { response: signup.myTrainingListSchema };
    },
  },
} satisfies RouteGroup;
