import { endpoint, schema } from '../contracts/endpoint';
import { InputReader } from '../validation/input-reader';
import { platformText, queryText } from '../validation/wire';
import type { ApplicationConfiguration } from './app-config.types';

/** ABP's bootstrap endpoints: the application configuration and the localization texts. */

const FLAGS = ['true', 'false', 'True', 'False', '1', '0'] as const;

/** `includeLocalizationResources`: absent means yes, as in ABP. */
const configurationQuery = schema<{ includeLocalizationResources: boolean }, { includeLocalizationResources?: boolean }>((raw) => {
  const r = new InputReader();
  r.describe('includeLocalizationResources', { type: 'string', enum: FLAGS }, false);
  const value = queryText(raw).includeLocalizationResources;
  if (value !== undefined && !FLAGS.some((flag) => flag === value)) r.fail('includeLocalizationResources', 'Server.Validation.Invalid');
  return r.result({ includeLocalizationResources: value === undefined || value === 'true' || value === 'True' || value === '1' });
});

const localizationQuery = schema<{ cultureName: string | null }, { cultureName?: string; onlyDynamics?: boolean }>((raw) => {
  const r = new InputReader();
  const query = queryText(raw);
  const cultureName = platformText(r, 'cultureName', query.cultureName, { max: 32, min: 0, required: false });
  platformText(r, 'onlyDynamics', query.onlyDynamics, { max: 8, min: 0, required: false });
  return r.result({ cultureName });
});

export const AbpContracts = {
  applicationConfiguration: endpoint<ApplicationConfiguration, typeof configurationQuery>({
    method: 'GET',
    path: '/api/abp/application-configuration',
    access: { kind: 'optional' },
    query: configurationQuery,
    summary: 'Grants, settings, features and the current user (anonymous without a token)',
  }),
  applicationLocalization: endpoint<unknown, typeof localizationQuery>({
    method: 'GET',
    path: '/api/abp/application-localization',
    access: { kind: 'public' },
    query: localizationQuery,
    summary: 'The texts of one culture',
  }),
};
