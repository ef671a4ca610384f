import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { memberOf } from './backoffice-kyc-helpers';
import { OPS_AUTH, ownPlayer } from './fixtures';

/**
 * A player the screening stand-in lists (issue 31): "Muhammad Yousuf Qureshi", born 1971, spelt the way a player
 * might write it. Their identity details open a SCREENING case holding withdrawals; a second player who gives the
 * same ID number is linked to them by identity data, so their link graph has an edge.
 */
const details = (fullName: string, birthDate: string, idNumber: string) => ({
  fullName,
  birthDate,
  idNumber,
  address: 'House 7, Street 9, Model Town, Lahore',
  nationality: 'Pakistani',
});

type CaseRow = { id: number; account: string; kind: string };

/** The open risk cases, oldest first (the back office's order), every page. */
const openCases = async (request: APIRequestContext) => {
  const rows: CaseRow[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await request.get(`/ops/v1/merchants/DEMO/risk-cases?status=OPEN&size=100&page=${page}`, { headers: OPS_AUTH });
    expect(res.ok(), await res.text()).toBe(true);
    const value = (await res.json()).value as { rows: CaseRow[]; total: number };
    rows.push(...value.rows);
    if (rows.length >= value.total || value.rows.length === 0) break;
  }
  return rows;
};

/** Makes the listed player and their linked twin; answers the player, the case's number and its page in the queue. */
export const listedPlayer = async (request: APIRequestContext, prefix = 'borisk') => {
  const idNumber = `35202-${randomInt(1_000_000, 9_999_999)}-${randomInt(0, 9)}`;
  const member = await memberOf(request, await ownPlayer(request, prefix));
  const saved = await request.put('/wps/member/kyc/details', {
    headers: member.headers,
    data: details('Mohammed Yusuf Kureshi', '1971-03-02', idNumber),
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const twin = await memberOf(request, await ownPlayer(request, `${prefix}l`));
  const linked = await request.put('/wps/member/kyc/details', {
    headers: twin.headers,
    data: details('Sana Linked Ahmed', '1992-06-11', idNumber),
  });
  expect(linked.ok(), await linked.text()).toBe(true);
  const rows = await openCases(request);
  const index = rows.findIndex((r) => r.account === member.account && r.kind === 'SCREENING');
  expect(index, 'the screening case is open').toBeGreaterThanOrEqual(0);
  return { member, twin, id: rows[index]?.id ?? 0, page: Math.floor(index / 20) + 1 };
};
