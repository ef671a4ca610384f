import {
  countryItem,
  domainRouteItem,
  envelope,
  helpCategory,
  helpCenterQuery,
  parseLanguage,
  registerRules,
  statusValue,
  whitelabelNode,
} from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import type { SystemService } from './system.service';

const open = { allowWhenClosed: true } as const;

export const systemRoutes = async (app: FastifyInstance, opts: { system: SystemService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { system } = opts;
  const tags = ['system'];

  r.get(
    '/wps/system/status',
    {
      config: { module: 'COMM3', ...open },
      schema: { tags, summary: 'Permission payload and system state', response: { 200: envelope(statusValue) } },
    },
    async (req) => ok(await system.status(req.merchant, req.ip, req.language)),
  );

  r.get(
    '/wps/system/location',
    {
      config: { module: 'COMM3', ...open },
      schema: {
        tags,
        summary: 'Visitor address and country',
        response: { 200: envelope(z.object({ ip: z.string(), country: z.string().nullable() })) },
      },
    },
    async (req) => ok({ ip: req.ip, country: system.regionOf(req.merchant, req.ip).country }),
  );

  r.get(
    '/wps/system/whitelabel',
    {
      config: { module: 'COMM3', ...open },
      schema: { tags, summary: 'Module switch tree', response: { 200: envelope(z.array(whitelabelNode)) } },
    },
    async (req) => ok(req.merchant.tree),
  );

  r.get(
    '/wps/system/domainRoute',
    {
      config: { module: 'COMM3', ...open },
      schema: { tags, summary: 'Domains of the merchant', response: { 200: envelope(z.array(domainRouteItem)) } },
    },
    async (req) => ok(await system.domainRoutesOf(req.merchant)),
  );

  r.get(
    '/wps/system/setting/register',
    {
      config: { module: 'REG3', ...open },
      schema: { tags, summary: 'Registration field rules', response: { 200: envelope(registerRules) } },
    },
    async (req) => ok(await system.registerRulesOf(req.merchant)),
  );

  r.get(
    '/wps/system/country',
    {
      config: { module: 'COMM3', ...open },
      schema: { tags, summary: 'Country dialing codes', response: { 200: envelope(z.array(countryItem)) } },
    },
    async (req) => ok(await system.countries(req.merchant)),
  );

  r.get(
    '/wps/system/helpCenter',
    {
      config: { module: 'COMM3', ...open },
      schema: { tags, summary: 'Help centre articles', querystring: helpCenterQuery, response: { 200: envelope(z.array(helpCategory)) } },
    },
    async (req) =>
      ok(await system.help(req.merchant, req.query.language ? parseLanguage(req.query.language) : req.language, req.query.device)),
  );
};
