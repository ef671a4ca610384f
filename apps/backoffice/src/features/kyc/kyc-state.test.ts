import { kycDocumentKinds, kycDocumentStatuses, kycLevels } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { enFlat, urFlat } from '../../i18n/flat-packs.test-helpers';
import {
  birthDateText,
  hasMoreDocuments,
  isImage,
  isMine,
  levelTone,
  needsReason,
  paramsOfQueue,
  queueFromParams,
  queueTabs,
  reviewerName,
  sizeOf,
  statusTone,
} from './kyc-state';

describe('the documents queue address', () => {
  it('reads the status and page and falls back to pending, page 1', () => {
    expect(queueFromParams(new URLSearchParams('status=REJECTED&page=3'))).toEqual({ status: 'REJECTED', page: 3 });
    expect(queueFromParams(new URLSearchParams('status=nope&page=-2'))).toEqual({ status: 'PENDING', page: 1 });
    expect(queueFromParams(new URLSearchParams('page=1.5'))).toEqual({ status: 'PENDING', page: 1 });
  });

  it('leaves the defaults out of the address and round-trips the rest', () => {
    expect(paramsOfQueue({ status: 'PENDING', page: 1 })).toEqual({});
    const s = { status: 'MORE_REQUESTED', page: 2 } as const;
    expect(queueFromParams(new URLSearchParams(paramsOfQueue(s)))).toEqual(s);
  });

  it('has a tab for every status, the waiting ones first', () => {
    expect([...queueTabs].sort()).toEqual([...kycDocumentStatuses].sort());
    expect(queueTabs.slice(0, 2)).toEqual(['PENDING', 'MORE_REQUESTED']);
  });

  it('knows whether a page follows', () => {
    expect(hasMoreDocuments(1, 20)).toBe(false);
    expect(hasMoreDocuments(1, 21)).toBe(true);
    expect(hasMoreDocuments(2, 41, 20)).toBe(true);
  });
});

describe('document and level words', () => {
  it('labels every kind, status and level in both packs, with a tint each', () => {
    for (const k of kycDocumentKinds) for (const p of [enFlat, urFlat]) expect(p[`kyc.kinds.${k}`], k).toBeTruthy();
    for (const s of kycDocumentStatuses) {
      for (const p of [enFlat, urFlat]) {
        expect(p[`kyc.statuses.${s}`], s).toBeTruthy();
        expect(p[`kyc.queue.tabs.${s}`], s).toBeTruthy();
        expect(p[`kyc.queue.empty.${s}`], s).toBeTruthy();
      }
      expect(statusTone(s)).toBeTruthy();
    }
    for (const l of kycLevels) {
      for (const p of [enFlat, urFlat]) expect(p[`kyc.levels.${l}`], l).toBeTruthy();
      expect(enFlat[`kyc.levelHints.${l}`], l).toBeTruthy();
    }
    expect(statusTone('REJECTED')).toBe('bad');
    expect(levelTone('NONE')).toBe('muted');
  });

  it('shows pictures in place and the rest (PDF) as a file', () => {
    expect(isImage('image/png')).toBe(true);
    expect(isImage('image/jpeg')).toBe(true);
    expect(isImage('application/pdf')).toBe(false);
  });

  it('asks a reason for a refusal and a request for more only', () => {
    expect(needsReason('APPROVE')).toBe(false);
    expect(needsReason('REJECT')).toBe(true);
    expect(needsReason('MORE')).toBe(true);
  });
});

describe('small texts', () => {
  it('sizes files in bytes, KB and MB', () => {
    expect(sizeOf(512)).toEqual({ unit: 'b', value: 512 });
    expect(sizeOf(1536)).toEqual({ unit: 'kb', value: 1.5 });
    expect(sizeOf(200 * 1024 + 300)).toEqual({ unit: 'kb', value: 200 });
    expect(sizeOf(5 * 1024 * 1024)).toEqual({ unit: 'mb', value: 5 });
  });

  it('writes a date of birth as the calendar day it is, in any zone', () => {
    expect(birthDateText('1990-03-01', 'en')).toBe('March 1, 1990');
    expect(birthDateText('1990-13-45', 'en')).toBe('1990-13-45');
    expect(birthDateText('soon', 'en')).toBe('soon');
  });

  it('names the reviewer without the server prefix and knows who is me', () => {
    expect(reviewerName('staff:amina')).toBe('amina');
    expect(reviewerName('platform:root')).toBe('root');
    expect(reviewerName('amina')).toBe('amina');
    expect(isMine('staff:amina', 'amina')).toBe(true);
    expect(isMine('staff:bilal', 'amina')).toBe(false);
    expect(isMine(null, 'amina')).toBe(false);
  });
});
