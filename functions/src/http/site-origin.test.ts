import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it('uses a loopback host as given (emulators, dev server)', () => {
    expect(siteOrigin({ host: '127.0.0.1:5000' }, {})).toBe('http://127.0.0.1:5000');
    expect(siteOrigin({ 'x-forwarded-host': 'localhost:5173', host: '127.0.0.1:5001' }, {})).toBe(
      'http://localhost:5173',
    );
  });

  it('never uses any other Host header: the configured origin, else the default Hosting domain', () => {
    expect(siteOrigin({ host: 'evil.example' }, { SITE_ORIGIN: 'https://kotastay.in/' })).toBe('https://kotastay.in');
    expect(siteOrigin({ 'x-forwarded-host': 'evil.example' }, {})).toMatch(/^https:\/\/[a-z0-9-]+\.web\.app$/);
    expect(siteOrigin({ host: '127.0.0.1.evil.example' }, {})).toMatch(/\.web\.app$/);
  });

  it('ignores a SITE_ORIGIN that is not an https origin', () => {
    expect(siteOrigin({}, { SITE_ORIGIN: 'http://kotastay.in' })).toMatch(/\.web\.app$/);
    expect(siteOrigin({}, { SITE_ORIGIN: 'https://kotastay.in/path' })).toMatch(/\.web\.app$/);
  });
});
