// The console's training courses (src/features/admin/trainings): list, read, create and edit a
// course, its life cycle (publish now or at a time, withdraw, pin), and the people signed up.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：培训'];
const schemas = (load: SchemaLoad) =>
  Promise.all([load('admin-trainings'), load('admin-life-cycle'), load('common')]);

export const adminTrainingsApi = {
  list: {
    method: 'GET',
    path: '/api/admin/trainings',
    summary: '培训列表（按标题、城市搜索，按类别和状态筛选）',
    tags,
    schemas: async (load) => {
      const [t] = await schemas(load);
      return { query: t.adminTrainingListQuery, response: t.adminTrainingPageSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/trainings/:id',
    summary: '培训详情（编辑用）',
    tags,
    schemas: async (load) => {
      const [t, , c] = await schemas(load);
      return { params: c.idParam, response: t.adminTrainingSchema };
    },
  },
  create: {
    method: 'POST',
    path: '/api/admin/trainings',
    summary: '新建培训（草稿）',
    tags,
    schemas: async (load) => {
      const [t] = await schemas(load);
      return { body: t.trainingBody, response: t.adminTrainingSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/admin/trainings/:id',
    summary: '修改培训（状态不变）',
    tags,
    schemas: async (load) => {
      const [t, , c] = await schemas(load);
      return { params: c.idParam, body: t.trainingBody, response: t.adminTrainingSchema };
    },
  },
  publish: {
    method: 'POST',
    path: '/api/admin/trainings/:id/publish',
    summary: '发布培训（立即或定时）',
    tags,
    schemas: async (load) => {
      const [t, l, c] = await schemas(load);
      return { params: c.idParam, body: l.publishBody, response: t.adminTrainingSchema };
    },
  },
  withdraw: {
    method: 'POST',
    path: '/api/admin/trainings/:id/withdraw',
    summary: '撤回已发布的培训',
    tags,
    schemas: async (load) => {
      const [t, , c] = await schemas(load);
      return { params: c.idParam, response: t.adminTrainingSchema };
    },
  },
  pin: {
    method: 'POST',
    path: '/api/admin/trainings/:id/pin',
    summary: '置顶或取消置顶培训',
    tags,
    schemas: async (load) => {
      const [t, l, c] = await schemas(load);
      return { params: c.idParam, body: l.pinBody, response: t.adminTrainingSchema };
    },
  },
  signups: {
    method: 'GET',
    path: '/api/admin/trainings/:id/signups',
    summary: '培训报名名单（含完整手机号，仅工作人员）',
    tags,
    schemas: async (load) => {
      const [t, , c] = await schemas(load);
      return { params: c.idParam, response: t.trainingSignupListSchema };
    },
  },
} satisfies RouteGroup;
