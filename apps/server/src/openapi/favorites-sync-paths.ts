import {
  FAVORITES_SYNC_KEY_PATH,
  FAVORITES_SYNC_PATH,
  FAVORITES_SYNC_REVOKE_PATH,
  favoritesSyncKeyResponseSchema,
  favoritesSyncRequestSchema,
  favoritesSyncResponseSchema,
  favoritesSyncRevokeRequestSchema,
} from '@showfloor/core';
import { errorResponses, jsonContent, schemaOf } from './openapi-schema.js';

const tokenRefused = {
  description:
    'The token is not readable, stale (`TOKEN_STALE`), or not a code (`NOT_A_CODE`, revoke only); `field`: token.',
  content: jsonContent('Error'),
};
const replayed = {
  description: 'The token was already used (`TOKEN_REPLAYED`).',
  content: jsonContent('Error'),
};
const noSession = {
  description: 'A login-mode token whose session is not live (`UNAUTHENTICATED`).',
  content: jsonContent('Error'),
};

/** Favorites synchronisation between devices (spec core §7, docs/protocol.md "Favorites sync"). */
export const favoritesSyncPaths = {
  [FAVORITES_SYNC_KEY_PATH]: {
    get: {
      summary: 'The RSA-OAEP (SHA-256) public key the app encrypts its sync tokens with.',
      responses: {
        '200': { description: 'The key (SPKI, base64).', content: jsonContent('FavoritesSyncKey') },
        '429': errorResponses['429'],
      },
    },
  },
  [FAVORITES_SYNC_PATH]: {
    post: {
      summary:
        "A code request (token subject get_code: answers {code}), or a merge of a code's or an account's favorites " +
        "(answers the merged entries, or {error: 'code'} for an unknown or revoked code).",
      requestBody: { required: true, content: jsonContent('FavoritesSyncRequest') },
      responses: {
        '200': {
          description: 'The merged entries, a new code, or the invalid-code answer.',
          content: jsonContent('FavoritesSyncResponse'),
        },
        '400': tokenRefused,
        '401': noSession,
        '409': replayed,
        '413': errorResponses['413'],
        '429': errorResponses['429'],
      },
    },
  },
  [FAVORITES_SYNC_REVOKE_PATH]: {
    post: {
      summary:
        "Revokes the token's code: its favorites are deleted and it answers {error: 'code'} from then on.",
      requestBody: { required: true, content: jsonContent('FavoritesSyncRevoke') },
      responses: {
        '204': { description: 'Revoked.' },
        '400': tokenRefused,
        '409': replayed,
        '429': errorResponses['429'],
      },
    },
  },
};

export const favoritesSyncSchemas = {
  FavoritesSyncKey: schemaOf(favoritesSyncKeyResponseSchema),
  FavoritesSyncRequest: schemaOf(favoritesSyncRequestSchema, 'input'),
  FavoritesSyncResponse: schemaOf(favoritesSyncResponseSchema),
  FavoritesSyncRevoke: schemaOf(favoritesSyncRevokeRequestSchema, 'input'),
};
