/** The queues module's face: pending deposits and withdrawals as claimed work with a precheck (issue 29). */
export { createQueuesService, type QueuesService } from './queues.service';
export { queuesRoutes } from './queues.routes';
