import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import { memberIconBody, memberIconValue, memberInfo } from '../member';

/** The signed-in member: who they are and their avatar. */
export const membersApi = defineEndpoints('members', {
  info: {
    method: 'GET',
    path: '/wps/member/info',
    auth: 'member',
    value: memberInfo,
    summary: 'The signed-in member',
    tags: ['session'],
  },
  icon: {
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: 'member',
    module: 'PROFPIC3',
    value: memberIconValue,
    summary: 'The member avatar and the choices',
    tags: ['member'],
  },
  setIcon: {
    method: 'PUT',
    path: '/wps/member/info/icon',
    auth: 'member',
    module: 'PROFPIC3',
    body: memberIconBody,
    value: memberIconValue,
    summary: 'Choose an avatar',
    tags: ['member'],
  },
  avatarImage: {
    method: 'GET',
    path: '/media/avatar/:file',
    auth: 'public',
    params: z.object({ file: z.string().regex(/^\d{1,2}\.svg$/) }),
    produces: 'image/svg+xml',
    summary: 'A generated avatar picture',
    tags: ['member'],
    hidden: true,
  },
});
