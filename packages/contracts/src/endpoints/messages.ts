import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  agentMessageBody,
  changedValue,
  deleteMessagesBody,
  feedbackBody,
  feedbackItem,
  feedbackOptionsValue,
  feedbackSubmitted,
  inboxQuery,
  inboxValue,
  markReadBody,
  messageSendsRunValue,
  messageSendValue,
  opsFeedbackAnswerBody,
  opsFeedbackQuery,
  opsMessageBody,
  unreadValue,
} from '../messages';
import { opsCodeParams as code, opsItemParams as item } from './ops-params';

const tags = ['messages'];

/** Platform messages (messageV2): the member's inbox by category, unread counts, read marks, deletion, agent sends. */
export const messagesApi = defineEndpoints('messages', {
  unreadCount: {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'member',
    module: 'INBOX3',
    value: unreadValue,
    summary: 'Unread platform messages, in all and by category',
    tags,
  },
  inbox: {
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    auth: 'member',
    module: 'INBOX3',
    query: inboxQuery,
    value: inboxValue,
    summary: 'My platform messages, newest first, by category and page',
    tags,
  },
  markRead: {
    method: 'POST',
    path: '/wps/relay/CSP_readInbox',
    auth: 'member',
    module: 'INBOX3',
    body: markReadBody,
    value: changedValue,
    summary: 'Mark messages read: the ids given, or all (of a category)',
    tags,
  },
  remove: {
    method: 'POST',
    path: '/wps/relay/CSP_deleteInbox',
    auth: 'member',
    module: 'INBOX3',
    body: deleteMessagesBody,
    value: changedValue,
    summary: 'Delete my messages',
    tags,
  },
  agentSend: {
    method: 'POST',
    path: '/wps/relay/CSP_sendDownline',
    auth: 'member',
    module: 'INBOX3',
    body: agentMessageBody,
    value: messageSendValue,
    summary: 'Agent: message one downline member or the whole team',
    tags,
  },
});

/** Feedback (question type, content within the merchant's word counts, contact); the answer arrives as a message. */
export const feedbackApi = defineEndpoints('feedback', {
  options: {
    method: 'GET',
    path: '/wps/feedback/options',
    auth: 'none',
    module: 'FEEDBACK3',
    value: feedbackOptionsValue,
    summary: 'Feedback question types and the word counts the content must be within',
    tags: ['feedback'],
  },
  submit: {
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'optional',
    module: 'FEEDBACK3',
    body: feedbackBody,
    value: feedbackSubmitted,
    summary: 'Send feedback (signed in: the answer arrives in the inbox)',
    tags: ['feedback'],
  },
});

/** The operator's side: messages to a member, a segment or everyone (queued, delivered by a job), and feedback. */
export const messagesOpsApi = defineEndpoints('messagesOps', {
  send: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/messages',
    auth: 'ops',
    params: code,
    body: opsMessageBody,
    value: messageSendValue,
    summary: 'Send a message to one member (at once), a segment or everyone (queued for the delivery job)',
    tags: ['ops'],
  },
  sendStatus: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/messages/sends/:id',
    auth: 'ops',
    params: item,
    value: messageSendValue,
    summary: 'How far a queued message send has got',
    tags: ['ops'],
  },
  runSends: {
    method: 'POST',
    path: '/ops/v1/jobs/message-sends/run',
    auth: 'ops',
    value: messageSendsRunValue,
    summary: 'Run the message delivery job now',
    tags: ['ops'],
  },
  feedback: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/feedback',
    auth: 'ops',
    params: code,
    query: opsFeedbackQuery,
    value: z.array(feedbackItem),
    summary: 'Feedback of a merchant, newest first',
    tags: ['ops'],
  },
  answerFeedback: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/feedback/:id/answer',
    auth: 'ops',
    params: item,
    body: opsFeedbackAnswerBody,
    value: feedbackItem,
    summary: "Answer feedback (the answer goes to the member's inbox)",
    tags: ['ops'],
  },
});
