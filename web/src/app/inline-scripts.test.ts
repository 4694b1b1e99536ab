// The web app's inline scripts against the content security policy's hashes (docs/decisions/190-security-headers.md);
// index.html's and the page loader's: scripts/lib/security-headers.test.ts.
import { describe, expect, test } from 'vitest';
import { INLINE_SCRIPT_HASHES, inlineScriptHashes } from '../../../scripts/lib/security-headers.mjs';
import { renderOfflinePage } from '../features/offline/offline-page';

describe('the offline page', () => {
  test('its one inline script is the one the policy allows by hash', () => {
    expect(inlineScriptHashes(renderOfflinePage())).toEqual([INLINE_SCRIPT_HASHES.offline]);
  });
});
