import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api';
import { VerificationLink } from './VerificationLink';

const html = (error: unknown) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(VerificationLink, { error })));

describe('the link to Verification beside a refusal', () => {
  it('shows for the refusals that need a verification level', () => {
    expect(html(new ApiError('kyc.required', 409))).toContain('href="/member/verification"');
    expect(html(new ApiError('kyc.enhanced_required', 409))).toContain('href="/member/verification"');
  });
  it('shows for nothing else', () => {
    expect(html(new ApiError('wallet.insufficient_funds', 409))).toBe('');
    expect(html(null)).toBe('');
  });
});
