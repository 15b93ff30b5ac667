import { describe, expect, it } from 'vitest';
import * as contracts from '../api/index.ts';
import type { Endpoint } from '../api/endpoint.ts';
import * as adminRoutes from '../admin-routes/index.ts';
import * as privacyRoutes from '../privacy-routes/index.ts';
import * as routes from './index.ts';

type Group = Record<string, Endpoint>;

/** The groups of calls a module exports, by name (`userApi`, `tasksApi`, ...). */
const groupsOf = (module: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(module).filter(([name]) => name.endsWith('Api'))) as Record<string, Group>;

const contractGroups = groupsOf(contracts);
const routeGroups = { ...groupsOf(routes), ...groupsOf(adminRoutes), ...groupsOf(privacyRoutes) };

const answersOf = (endpoint: Endpoint) =>
  endpoint.response === undefined ? 'file' : endpoint.response.status === 204 ? 'empty' : 'json';

describe('routes', () => {
  it('has a group for each group of contracts, and no other', () => {
    expect(Object.keys(routeGroups).sort()).toEqual(Object.keys(contractGroups).sort());
  });

  it.each(Object.entries(contractGroups))("%s: each contract's method, path, access and answer", (name, group) => {
    const expected = Object.fromEntries(
      Object.entries(group).map(([call, endpoint]) => [
        call,
        { method: endpoint.method, path: endpoint.path, access: endpoint.access, answers: answersOf(endpoint) },
      ]),
    );
    expect(routeGroups[name]).toStrictEqual(expected);
  });
});
