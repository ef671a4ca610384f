/** The messages module's face: platform messages (inbox, sends, funds notices) and feedback. */
export { messagesRoutes } from './messages.routes';
export { createMessagesService, fundsEvents, type MessagesService } from './messages.service';
