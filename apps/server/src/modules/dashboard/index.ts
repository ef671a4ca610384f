/** The dashboard module's face: the back office's first page (issue 29). */
export { createDashboardService, type DashboardService } from './dashboard.service';
export { dashboardRoutes } from './dashboard.routes';
