import { z } from 'zod';
import { defineEndpoints, endpointDef, withMethod } from '../endpoint';
import { memberIconBody, memberIconValue, memberInfo, memberLanguageBody, memberLanguageValue, securityConfigValue } from '../member';

const setLanguage = endpointDef({
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'member',
  module: 'COMM3',
  body: memberLanguageBody,
  value: memberLanguageValue,
  summary: 'Store the member’s interface language (applied at the next sign-in)',
  tags: ['member'],
});

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
  language: {
    method: 'GET',
    path: '/wps/member/language',
    auth: 'member',
    module: 'COMM3',
    value: memberLanguageValue,
    summary: 'The member’s stored interface language',
    tags: ['member'],
  },
  setLanguage,
  /** The same as `setLanguage` for clients that send POST (the original's updateLanguage). */
  setLanguageByPost: withMethod(setLanguage, 'POST'),
  securityConfig: {
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    auth: 'member',
    module: 'COMM3',
    value: securityConfigValue,
    summary: 'The member’s security settings: payment password, bound methods, login protection',
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
