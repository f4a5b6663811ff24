import { accountSetPasswordSchema } from '@showfloor/core';
import { z } from 'zod';
import {
  loginBodySchema,
  nodebackendLoginBodySchema,
  photoParamsSchema,
  tokenParamsSchema,
  updateMeBodySchema,
} from '../modules/accounts/index.js';
import {
  codificationFieldSchema,
  contactParticipantBodySchema,
  getParticipantsBodySchema,
} from '../modules/participants/index.js';
import { errorResponses, jsonContent, jsonOrFormBody, parametersOf, schemaOf } from './openapi-schema.js';

/** The primary provider's answer (spec core §7); errors add the project's `error`, `field`, `message`. */
const providerSuccessSchema = z.object({
  status: z.literal('success'),
  datas: z.json().optional(),
  http_code: z.literal(200),
});
const providerErrorSchema = z.object({
  status: z.literal('error'),
  http_code: z.number().int(),
  error: z.string(),
  field: z.string().optional(),
  message: z.string(),
});

/** The session token: `Authorization: Bearer`, or the `token` query parameter (spec core §7). */
export const sessionSecurity = [{ sessionBearer: [] }, { sessionQuery: [] }];

export const accountsSecuritySchemes = {
  sessionBearer: { type: 'http', scheme: 'bearer', description: 'The token `login.htm` answered.' },
  sessionQuery: { type: 'apiKey', in: 'query', name: 'token', description: 'The same token, in the URL.' },
};

const success = (description: string) => ({ description, content: jsonContent('ProviderSuccess') });
const providerError = (description: string) => ({ description, content: jsonContent('ProviderError') });
const unauthenticated = providerError('No session, or an expired one (`AUTH_ERROR`).');
const invalid = providerError('Invalid input; `field` names the first invalid field.');
const rateLimited = providerError('Too many requests; retry after `Retry-After` seconds (`RATE_LIMITED`).');

/** A call of a logged-in user: the session is checked before anything else. */
function withSession<Operation extends { responses: object }>(operation: Operation) {
  return {
    ...operation,
    security: sessionSecurity,
    responses: { ...operation.responses, '401': unauthenticated },
  };
}

/** The accounts and networking calls of the primary provider, the GDPR calls and the alternative provider. */
export const accountsPaths = {
  '/login.htm': {
    post: {
      summary: 'Logs in with an e-mail login and a password: answers the session token and the profile.',
      requestBody: jsonOrFormBody('LoginBody'),
      responses: {
        '200': success('`datas`: `token`, `expiresAt` and `profile`.'),
        '400': invalid,
        '401': providerError('Wrong login or password (`BAD_LOGIN`).'),
        '429': rateLimited,
      },
    },
  },
  '/accounts/set-password': {
    post: {
      summary:
        'Sets the password of an account invited from the console, through its one-time link; its sessions end.',
      requestBody: { required: true, content: jsonContent('AccountSetPassword') },
      responses: {
        '200': success('`datas`: `login`, the account the password was set for.'),
        '400': providerError('Invalid input, or a link already used or expired (`INVALID_LINK`).'),
      },
    },
  },
  '/logout.htm': {
    post: withSession({
      summary: 'Ends the session.',
      responses: { '200': success('Logged out.') },
    }),
  },
  '/me.htm': {
    get: withSession({
      summary: "The user's own profile.",
      responses: { '200': success('`datas`: the profile.') },
    }),
  },
  '/updateMe.htm': {
    post: withSession({
      summary: 'Changes fields of the own profile; `password` is asked when the login changes.',
      requestBody: { required: true, content: jsonContent('UpdateMeBody') },
      responses: {
        '200': success('`datas`: the updated profile.'),
        '400': invalid,
        '403': providerError('Wrong password for a login change.'),
        '409': providerError('The new login is taken.'),
        '413': errorResponses['413'],
      },
    }),
  },
  '/me/photo': {
    post: withSession({
      summary: 'Replaces the profile photo (JPEG, PNG or WebP, at most 2 MB).',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { photo: { type: 'string', contentEncoding: 'binary' } },
              required: ['photo'],
            },
          },
        },
      },
      responses: {
        '200': success('`datas`: the profile with its new photo.'),
        '400': providerError('Not multipart, no `photo` part, or not an image of an accepted type.'),
        '413': providerError('The photo is larger than 2 MB.'),
      },
    }),
    delete: withSession({
      summary: 'Removes the profile photo.',
      responses: { '200': success('`datas`: the profile without a photo.') },
    }),
  },
  '/me/export.json': {
    get: withSession({
      summary: 'Everything the back office keeps about the user, as a JSON download (GDPR).',
      responses: { '200': { description: 'The data.', content: { 'application/json': { schema: {} } } } },
    }),
  },
  '/me': {
    delete: withSession({
      summary: 'Deletes the account, its sessions, photo and contact requests (GDPR).',
      responses: { '200': success('Deleted.') },
    }),
  },
  '/files/photos/{id}': {
    get: {
      summary: 'A profile photo, cached for good (an id never names other content).',
      parameters: parametersOf(photoParamsSchema, 'path'),
      responses: {
        '200': { description: 'The image, with its content type and ETag (sha256).' },
        '400': invalid,
        '404': providerError('No such photo.'),
      },
    },
  },
  '/getParticipants.htm': {
    post: withSession({
      summary: 'Searches the participants (simple keyword, advanced filters, or a list of ids), paged.',
      requestBody: { required: true, content: jsonContent('GetParticipantsBody') },
      responses: { '200': success('`datas`: the page of participants.'), '400': invalid, '429': rateLimited },
    }),
  },
  '/contactParticipant.htm': {
    post: withSession({
      summary: 'Asks a participant for contact.',
      requestBody: { required: true, content: jsonContent('ContactParticipantBody') },
      responses: {
        '200': success('`datas`: `contactId`, `contacted: true` (also when it was already asked).'),
        '400': invalid,
        '403': providerError('The participant does not accept contact requests.'),
        '404': providerError('No such participant.'),
        '429': rateLimited,
      },
    }),
  },
  '/getCodifs.htm': {
    get: {
      summary: 'The labels of codification fields (profiles, services, interests).',
      parameters: [
        {
          name: 'fields',
          in: 'query',
          required: true,
          style: 'deepObject',
          explode: true,
          description:
            '`fields[i][sourceCode]=…&fields[i][entityCode]=…&fields[i][nameField]=…`, i from 0, 1 to 50 fields.',
          schema: {
            type: 'array',
            minItems: 1,
            maxItems: 50,
            items: schemaOf(codificationFieldSchema, 'input'),
          },
        },
      ],
      responses: { '200': success('`datas.fieldsInfo`: the fields with their values.'), '400': invalid },
    },
  },
  '/nodebackend/login': {
    post: {
      summary: 'Alternative provider: logs in with `username` and `password`.',
      requestBody: jsonOrFormBody('NodebackendLoginBody'),
      responses: {
        '200': { description: '`success: true`, `token`, `expiresAt`, `profile`.' },
        '400': { description: '`success: false` and the error body.', content: jsonContent('Error') },
        '401': { description: 'Wrong login or password.', content: jsonContent('Error') },
        '429': { description: 'Too many attempts.', content: jsonContent('Error') },
      },
    },
  },
  '/nodebackend/user/{token}': {
    get: {
      summary: 'Alternative provider: the profile of the session whose token is in the path.',
      parameters: parametersOf(tokenParamsSchema, 'path'),
      responses: {
        '200': { description: 'The profile.' },
        '401': { description: 'Invalid or expired session.', content: jsonContent('Error') },
      },
    },
  },
};

export const accountsSchemas = {
  LoginBody: schemaOf(loginBodySchema, 'input'),
  AccountSetPassword: schemaOf(accountSetPasswordSchema, 'input'),
  UpdateMeBody: schemaOf(updateMeBodySchema, 'input'),
  GetParticipantsBody: schemaOf(getParticipantsBodySchema, 'input'),
  ContactParticipantBody: schemaOf(contactParticipantBodySchema, 'input'),
  NodebackendLoginBody: schemaOf(nodebackendLoginBodySchema, 'input'),
  ProviderSuccess: schemaOf(providerSuccessSchema),
  ProviderError: schemaOf(providerErrorSchema),
};
