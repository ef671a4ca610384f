/** The messages module's face: platform messages (inbox, sends, funds notices) and feedback. */
export { messagesRoutes } from './messages.routes';
export { fundsEvents } from './inbox.service';
export { createMessagesService, type MessagesService } from './messages.service';
