import { defineEndpoints } from '../endpoint';
import {
  agentAnnouncementsQuery,
  agentAnnouncementsValue,
  announcementsQuery,
  announcementsValue,
  noticeQuery,
  noticeValue,
  opsAgentAnnouncementBody,
  opsAgentAnnouncementsValue,
  opsAgentAnnouncementView,
} from '../notices';
import { opsCodeParams as code } from './ops-params';

const tags = ['notices'];

/** What the merchant tells visitors: banners, marquee notices, pop-ups, promotions and the paged announcements. */
export const noticesApi = defineEndpoints('notices', {
  notice: {
    method: 'GET',
    path: '/wps/notice',
    auth: 'none',
    module: 'COMM3',
    query: noticeQuery,
    value: noticeValue,
    summary: 'Banners, marquee notices, pop-ups and promotions',
    tags,
  },
  announcements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    auth: 'none',
    module: 'COMM3',
    query: announcementsQuery,
    value: announcementsValue,
    summary: 'Announcements, 9 a page',
    tags,
  },
  agentAnnouncements: {
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: 'member',
    module: 'AGENTANNOUNCE3',
    query: agentAnnouncementsQuery,
    value: agentAnnouncementsValue,
    summary: 'Announcements for agents (agents only), newest first, paged',
    tags,
  },
});

const opsTags = ['ops', 'notices'];

/** Operators publish and list the announcements agents read in the agent centre. */
export const noticesOpsApi = defineEndpoints('noticesOps', {
  agentAnnouncements: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/agent-announcements',
    auth: 'ops',
    params: code,
    value: opsAgentAnnouncementsValue,
    summary: "A merchant's agent announcements",
    tags: opsTags,
  },
  publishAgentAnnouncement: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/agent-announcements',
    auth: 'ops',
    params: code,
    body: opsAgentAnnouncementBody,
    value: opsAgentAnnouncementView,
    summary: 'Publish an announcement for agents (texts per language, optional window)',
    tags: opsTags,
  },
});
