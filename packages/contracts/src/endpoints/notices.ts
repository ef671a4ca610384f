import { defineEndpoints } from '../endpoint';
import { announcementsQuery, announcementsValue, noticeQuery, noticeValue } from '../notices';

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
});
