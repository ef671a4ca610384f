import { parseLanguage, systemApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { SystemService } from './system.service';

/** The system calls of contracts' systemApi that read the merchant's state (the key and the rule changes live in accounts). */
export const systemRoutes = async (app: FastifyInstance, opts: { system: SystemService }) => {
  const { system } = opts;
  route(app, api.status, ({ merchant, req, language }) => system.status(merchant, req.ip, language));
  route(app, api.location, ({ merchant, req }) => ({ ip: req.ip, country: system.regionOf(merchant, req.ip).country }));
  route(app, api.whitelabel, ({ merchant }) => merchant.tree);
  route(app, api.domainRoute, ({ merchant }) => system.domainRoutesOf(merchant));
  route(app, api.registerSettings, ({ merchant }) => system.registerRulesOf(merchant));
  route(app, api.country, ({ merchant }) => system.countries(merchant));
  route(app, api.helpCenter, ({ merchant, query, language }) =>
    system.help(merchant, query.language ? parseLanguage(query.language) : language, query.device),
  );
};
