import { describe, expect, it } from 'vitest';
import { previewDoc } from './preview-doc';

const labels = { notices: 'Notices', announcement: 'Announcement', close: 'Close', help: 'Help', service: 'Service', apps: 'Apps' };

describe('the player-site preview document', () => {
  it('is right-to-left in Urdu and left-to-right in English', () => {
    const item = { kind: 'popup' as const, title: 'سلام', html: '<p>x</p>' };
    expect(previewDoc(item, 'UR', {}, labels)).toContain('<html lang="ur" dir="rtl">');
    expect(previewDoc(item, 'EN', {}, labels)).toContain('<html lang="en" dir="ltr">');
  });
  it('escapes titles and keeps only a same-site or https image', () => {
    const doc = previewDoc({ kind: 'banner', title: '<b>x</b>', imageUrl: 'javascript:alert(1)' }, 'EN', { primary: '#123456' }, labels);
    expect(doc).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(doc).not.toContain('javascript:');
    expect(doc).toContain('--c-primary:#123456');
    expect(previewDoc({ kind: 'banner', title: 't', imageUrl: '/media/content/DEMO/4.png' }, 'EN', {}, labels)).toContain(
      'src="/media/content/DEMO/4.png"',
    );
  });
  it('shows the marquee line with every title and the chosen one marked', () => {
    const doc = previewDoc({ kind: 'marquee', titles: ['a', 'b'], title: 'b', html: '<p>b</p>' }, 'EN', {}, labels);
    expect(doc).toContain('<span class="marquee__item is-this">b</span>');
    expect(doc).toContain('<span class="marquee__item">a</span>');
  });
});
