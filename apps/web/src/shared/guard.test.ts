import { describe, expect, it } from 'vitest';
import { type Decision, decide, type RouteAuth, type Viewer } from './guard';

const visitor: Viewer = { token: null, kind: 'member' };
const loading: Viewer = { token: 't', kind: 'unknown' };
const member: Viewer = { token: 't', kind: 'member' };
const trial: Viewer = { token: 't', kind: 'trial' };
const agent: Viewer = { token: 't', kind: 'agent' };

const allow: Decision = { type: 'allow' };
const openLogin: Decision = { type: 'openLogin' };
const needReal: Decision = { type: 'needRealAccount' };
const wait: Decision = { type: 'wait' };
const to = (path: string): Decision => ({ type: 'redirect', to: path });

// [route auth, viewer, expected]
const table: [RouteAuth, Viewer, Decision][] = [
  ['public', visitor, allow],
  ['public', trial, allow],
  ['public', loading, allow],
  ['loginRequired', visitor, to('/login')],
  ['loginRequired', loading, wait],
  ['loginRequired', member, allow],
  ['loginRequired', agent, allow],
  ['loginRequired', trial, needReal],
  ['session', visitor, openLogin],
  ['session', member, allow],
  ['session', trial, allow],
  ['member', visitor, openLogin],
  ['member', loading, wait],
  ['member', member, allow],
  ['member', agent, allow],
  ['member', trial, needReal],
  ['agent', visitor, to('/agent')],
  ['agent', loading, wait],
  ['agent', member, to('/agent')],
  ['agent', trial, needReal],
  ['agent', agent, allow],
];

describe('route guard', () => {
  it.each(table)('%s route for %o → %o', (auth, viewer, expected) => {
    expect(decide(auth, viewer)).toEqual(expected);
  });

  it('ignores the kind when there is no token', () => {
    expect(decide('member', { token: null, kind: 'agent' })).toEqual(openLogin);
    expect(decide('agent', { token: null, kind: 'agent' })).toEqual(to('/agent'));
  });
});
