import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import {
  ChatGroupSchema,
  CountryListOptionSchema,
  OptionSchema,
  PublicConfigSchema,
  StateOptionSchema,
} from '../options/index.ts';
import { defineEndpoint } from './endpoint.ts';

const options = { tags: ['options'], access: 'public', method: 'GET' } as const;

/** Reference data and settings anyone may read, signed in or not. */
export const optionsApi = {
  countries: defineEndpoint({
    ...options,
    path: '/api/public/options/countries',
    summary: 'Countries users may pick',
    response: { status: 200, schema: z.array(OptionSchema) },
  }),
  states: defineEndpoint({
    ...options,
    path: '/api/public/options/states',
    summary: 'States of every country, each naming its country',
    response: { status: 200, schema: z.array(StateOptionSchema) },
  }),
  banks: defineEndpoint({
    ...options,
    path: '/api/public/options/banks',
    summary: 'Banks, each with the countries it is offered in',
    response: { status: 200, schema: z.array(CountryListOptionSchema) },
  }),
  languages: defineEndpoint({
    ...options,
    path: '/api/public/options/languages',
    summary: 'Languages, each with its countries',
    response: { status: 200, schema: z.array(CountryListOptionSchema) },
  }),
  races: defineEndpoint({
    ...options,
    path: '/api/public/options/races',
    summary: 'Ethnic groups, each with its countries',
    response: { status: 200, schema: z.array(CountryListOptionSchema) },
  }),
  chatGroup: defineEndpoint({
    ...options,
    path: '/api/public/options/telegram',
    summary: 'The community chat group of a country (value is null when it has none)',
    query: z.object({ country: z.string().trim().min(1, errorText('country-required')).max(100) }),
    response: { status: 200, schema: ChatGroupSchema },
  }),
  config: defineEndpoint({
    ...options,
    path: '/api/public/config',
    summary: 'Settings the web app shows to users',
    response: { status: 200, schema: PublicConfigSchema },
  }),
};
