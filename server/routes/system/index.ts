// Health and readiness, for a load balancer (docs/architecture.md, "Operations").
export { healthRoutes } from './health-routes';
