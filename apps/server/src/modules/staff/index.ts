/** The staff module's face: back-office staff, their sign-in, sessions and roles (decision 025). */
export { createStaffAdmin, type StaffAdmin } from './staff-admin.service';
export { type AttemptCounter, createStaffAuth, type StaffAuth, staffActorName, staffTokenOf } from './staff-auth.service';
export { demoRoles, platformRoles } from './staff-roles';
export { staffRoutes } from './staff.routes';
