/** The content module's face: the back office's banners, marquee, pop-ups, announcements, help, service and app links. */
export { contentRoutes } from './content.routes';
export { createContentService, type ContentService } from './content.service';
export { createDraftsRepo } from './content.repo';
