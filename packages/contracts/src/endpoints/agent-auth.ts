import { z } from 'zod';
import { agentPasswordBody } from '../auth';
import { defineEndpoints } from '../endpoint';

/**
 * The agent centre's own sign-in page (/agent) is used logged out, so its change password names the account and
 * proves it with the old password instead of a session.
 */
export const agentAuthApi = defineEndpoints('agentAuth', {
  changePassword: {
    method: 'POST',
    path: '/wps/agent/password',
    auth: 'none',
    module: 'PASS3',
    enc: true,
    body: agentPasswordBody,
    value: z.null(),
    summary: 'Agent: change password from the sign-in page (account + old password); every session ends (enc)',
    tags: ['accounts'],
  },
});
