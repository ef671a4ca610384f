import { z } from 'zod';
import { publicKeyValue } from '../auth';
import { defineEndpoints } from '../endpoint';
import { registerRules, registerSettingsBody, registerSettingsValue } from '../register-rules';
import { countryItem, domainRouteItem, helpCategory, helpCenterQuery, locationValue, statusValue } from '../system';
import { whitelabelNode } from '../whitelabel';

const tags = ['system'];
/** System calls keep answering during maintenance and for restricted regions, so the client can show why. */
const open = { allowWhenClosed: true } as const;

/** What the site needs before anything else: status, switches, domains, registration rules, countries, help. */
export const systemApi = defineEndpoints('system', {
  status: {
    method: 'GET',
    path: '/wps/system/status',
    auth: 'none',
    module: 'COMM3',
    ...open,
    value: statusValue,
    summary: 'Permission payload and system state',
    tags,
  },
  location: {
    method: 'GET',
    path: '/wps/system/location',
    auth: 'none',
    module: 'COMM3',
    ...open,
    value: locationValue,
    summary: 'Visitor address and country',
    tags,
  },
  whitelabel: {
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'none',
    module: 'COMM3',
    ...open,
    value: z.array(whitelabelNode),
    summary: 'Module switch tree',
    tags,
  },
  domainRoute: {
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    module: 'COMM3',
    ...open,
    value: z.array(domainRouteItem),
    summary: 'Domains of the merchant',
    tags,
  },
  registerSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    auth: 'none',
    module: 'REG3',
    ...open,
    value: registerRules,
    summary: 'Registration field rules',
    tags,
  },
  /** The operator key travels as a bearer token beside the Merchant header; the handler checks it. */
  saveRegisterSettings: {
    method: 'POST',
    path: '/wps/system/setting/register',
    auth: 'none',
    module: 'REG3',
    ...open,
    body: registerSettingsBody,
    value: registerSettingsValue,
    summary: 'Operator: change registration field rules',
    tags,
  },
  country: {
    method: 'GET',
    path: '/wps/system/country',
    auth: 'none',
    module: 'COMM3',
    ...open,
    value: z.array(countryItem),
    summary: 'Country dialing codes',
    tags,
  },
  helpCenter: {
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'none',
    module: 'COMM3',
    ...open,
    query: helpCenterQuery,
    value: z.array(helpCategory),
    summary: 'Help centre articles',
    tags,
  },
  publicKey: {
    method: 'GET',
    path: '/wps/system/publicKey',
    auth: 'none',
    module: 'COMM3',
    value: publicKeyValue,
    summary: 'RSA public key for encrypted calls',
    tags: ['accounts'],
  },
});
