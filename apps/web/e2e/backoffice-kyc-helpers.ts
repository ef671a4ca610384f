import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import { opsSession } from './fixtures';

/**
 * A player's verification for the back office's journeys (issue 31), through the member API: identity details, and
 * documents uploaded as the member centre sends them (multipart, field `kind`, part `file`).
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A small real PNG that looks like an identity card (a photo block and lines of text), so the review shows a picture
 * a person can recognise; `tint` tells two uploads apart.
 */
export const cardPng = (tint = 0) => {
  const w = 320;
  const h = 200;
  const rows: Buffer[] = [];
  for (let y = 0; y < h; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) {
      const border = x < 4 || y < 4 || x >= w - 4 || y >= h - 4;
      const header = y >= 4 && y < 36;
      const photo = x >= 20 && x < 110 && y >= 52 && y < 172;
      const line = x >= 130 && x < 290 && [60, 88, 116, 144].some((t) => y >= t && y < t + 10) && x < 290 - ((y * 7) % 60);
      const [r, g, b] = border
        ? [40, 60, 90]
        : header
          ? [47 + tint, 111, 179 - tint]
          : photo
            ? [150, 160, 175]
            : line
              ? [70, 80, 95]
              : [236, 241, 247];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const JOURNEY_DETAILS = {
  fullName: 'Ayesha Journey Khan',
  birthDate: '1990-03-01',
  idNumber: '35202-1234567-1',
  address: 'House 12, Street 4, Gulberg, Lahore',
  nationality: 'Pakistani',
};

type Doc = { id: number; kind: string; status: string; reason: string | null };
export type Member = { account: string; headers: Record<string, string> };

/** A member's session headers for the member API (an operator-opened session). */
export const memberOf = async (request: APIRequestContext, account: string): Promise<Member> => ({
  account,
  headers: { merchant: 'DEMO', authorization: await opsSession(request, account) },
});

/** The member gives their identity details (they are BASIC from then on). */
export const giveDetails = async (request: APIRequestContext, m: Member) => {
  const res = await request.put('/wps/member/kyc/details', { headers: m.headers, data: JOURNEY_DETAILS });
  expect(res.ok(), await res.text()).toBe(true);
};

/** The member uploads a document; answers the new document's number (the newest of that kind). */
export const upload = async (request: APIRequestContext, m: Member, kind: 'ID' | 'ADDRESS' | 'FUNDS', tint = 0) => {
  const res = await request.post('/wps/member/kyc/documents', {
    headers: m.headers,
    multipart: { kind, file: { name: `${kind.toLowerCase()}-card.png`, mimeType: 'image/png', buffer: cardPng(tint) } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const docs = (await res.json()).value.documents as Doc[];
  return Math.max(...docs.filter((d) => d.kind === kind).map((d) => d.id));
};

/** The member's own view of their documents and level (what the member centre shows). */
export const memberKyc = async (request: APIRequestContext, m: Member) => {
  const res = await request.get('/wps/member/kyc', { headers: m.headers });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value as { level: string; documents: Doc[] };
};
