import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from './live-origin-policy.js';

describe('socket handshake origins', () => {
  const policy = { trustedOrigins: ['https://app.show.example'], publicUrl: 'https://back.show.example' };

  it('lets in the CORS allow-list, the public address and the host the app was served from', () => {
    expect(isAllowedSocketOrigin('https://app.show.example', 'back.show.example', policy)).toBe(true);
    expect(isAllowedSocketOrigin('https://back.show.example', 'internal:8080', policy)).toBe(true);
    expect(isAllowedSocketOrigin('http://localhost:8080', 'localhost:8080', policy)).toBe(true);
  });

  it('refuses a page of another site, and an origin that is not an address', () => {
    expect(isAllowedSocketOrigin('https://evil.example', 'back.show.example', policy)).toBe(false);
    expect(isAllowedSocketOrigin('http://localhost:8081', 'localhost:8080', policy)).toBe(false);
    expect(isAllowedSocketOrigin('null', 'localhost:8080', policy)).toBe(false);
  });

  it('lets in a client that is not a browser (no Origin)', () => {
    expect(isAllowedSocketOrigin(undefined, 'localhost:8080', policy)).toBe(true);
  });
});
