import { KYC_MAX_BYTES, type KycDocument } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { documentsOf, fileProblem, kindStatus, levelSteps, nextLevel, reaches, sizeOf } from './kyc-rules';

const doc = (id: number, kind: KycDocument['kind'], status: KycDocument['status'], uploadedAt: string): KycDocument => ({
  id,
  kind,
  status,
  fileName: `f${id}.png`,
  mime: 'image/png',
  size: 100,
  uploadedAt,
  decidedAt: null,
  reason: null,
});

describe('the level steps', () => {
  it('marks the levels below done, the player’s own current and the ones above next', () => {
    expect(levelSteps('NONE').map((s) => s.state)).toEqual(['current', 'next', 'next', 'next']);
    expect(levelSteps('BASIC').map((s) => s.state)).toEqual(['done', 'current', 'next', 'next']);
    expect(levelSteps('VERIFIED').map((s) => s.state)).toEqual(['done', 'done', 'current', 'next']);
    expect(levelSteps('ENHANCED').map((s) => s.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(levelSteps('BASIC').map((s) => s.level)).toEqual(['NONE', 'BASIC', 'VERIFIED', 'ENHANCED']);
  });
  it('knows the next level and whether a level is reached', () => {
    expect(nextLevel('NONE')).toBe('BASIC');
    expect(nextLevel('VERIFIED')).toBe('ENHANCED');
    expect(nextLevel('ENHANCED')).toBeNull();
    expect(reaches('VERIFIED', 'BASIC')).toBe(true);
    expect(reaches('VERIFIED', 'VERIFIED')).toBe(true);
    expect(reaches('BASIC', 'VERIFIED')).toBe(false);
  });
});

describe('the file check before upload', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('accepts PNG, JPEG and PDF up to 5 MB', () => {
    expect(fileProblem(file('id.png', 'image/png'))).toBeNull();
    expect(fileProblem(file('id.JPG', 'image/jpeg'))).toBeNull();
    expect(fileProblem(file('bill.pdf', 'application/pdf', KYC_MAX_BYTES))).toBeNull();
  });
  it('judges by the name when the browser gives no type', () => {
    expect(fileProblem(file('scan.jpeg', ''))).toBeNull();
    expect(fileProblem(file('scan.gif', ''))).toBe('kyc.file_type');
    expect(fileProblem(file('scan', ''))).toBe('kyc.file_type');
    expect(fileProblem(file('scan.pdf', 'application/octet-stream'))).toBeNull();
    expect(fileProblem(file('scan', 'image/jpg'))).toBeNull();
  });
  it('refuses no file, an empty file, another type and a file over 5 MB with the server’s codes', () => {
    expect(fileProblem(null)).toBe('kyc.file_required');
    expect(fileProblem(file('id.png', 'image/png', 0))).toBe('kyc.file_required');
    expect(fileProblem(file('id.gif', 'image/gif'))).toBe('kyc.file_type');
    expect(fileProblem(file('id.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('kyc.file_type');
    expect(fileProblem(file('id.png', 'image/png', KYC_MAX_BYTES + 1))).toBe('kyc.file_too_large');
  });
  it('leaves a file whose bytes do not match its name to the server', () => {
    expect(fileProblem(file('fake.png', 'image/png', 12))).toBeNull();
  });
  it('writes sizes in MB, KB or bytes', () => {
    expect(sizeOf(5 * 1024 * 1024)).toEqual({ value: '5.0', unit: 'MB' });
    expect(sizeOf(2048)).toEqual({ value: '2', unit: 'KB' });
    expect(sizeOf(67)).toEqual({ value: '67', unit: 'B' });
  });
});

describe('where a document kind stands', () => {
  it('is approved once any document of the kind is, else the newest document’s status', () => {
    const docs = [
      doc(1, 'ID', 'REJECTED', '2026-11-01T10:00:00Z'),
      doc(2, 'ID', 'PENDING', '2026-11-02T10:00:00Z'),
      doc(3, 'ADDRESS', 'APPROVED', '2026-11-01T10:00:00Z'),
      doc(4, 'ADDRESS', 'MORE_REQUESTED', '2026-11-03T10:00:00Z'),
    ];
    expect(kindStatus(docs, 'ID')).toBe('PENDING');
    expect(kindStatus(docs, 'ADDRESS')).toBe('APPROVED');
    expect(kindStatus(docs, 'FUNDS')).toBe('NONE');
    expect(documentsOf(docs, 'ID').map((d) => d.id)).toEqual([2, 1]);
  });
});
