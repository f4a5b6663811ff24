import {
  checkLicenceRequestSchema,
  checkLicenceResponseSchema,
  registerCheckpointRequestSchema,
  registerCheckpointResponseSchema,
  saveContactsRequestSchema,
  saveContactsResponseSchema,
} from '@showfloor/core';
import { exportHeadersSchema } from '../modules/leads/index.js';
import { errorResponses, jsonContent, parametersOf, schemaOf } from './openapi-schema.js';

const html = { 'text/html': { schema: { type: 'string' } } };
const forbidden = {
  description: 'Unknown licence, or a device that did not register on it.',
  content: jsonContent('Error'),
};

function leadExport(mediaType: string, what: string) {
  return {
    get: {
      summary: `The exhibitor's leads as ${what}, for the device that registered a checkpoint on the licence.`,
      parameters: parametersOf(exportHeadersSchema, 'header'),
      responses: {
        '200': {
          description: `The ${what}, as an attachment.`,
          content: { [mediaType]: { schema: { type: 'string', contentEncoding: 'binary' } } },
        },
        '401': {
          description: 'A credential header is missing (`field` names it).',
          content: jsonContent('Error'),
        },
        '403': forbidden,
      },
    },
  };
}

/** The lead-capture calls of spec modules §7 (docs/leads.md), the exports and the demo sheets. */
export const leadsPaths = {
  '/leads/check-licence': {
    post: {
      summary: 'Checks a licence code for a device.',
      requestBody: { required: true, content: jsonContent('CheckLicenceRequest') },
      responses: {
        '200': {
          description: 'The verdict (`AuthenticationStatusDescription` is `OK` for a valid licence).',
          content: jsonContent('CheckLicenceResponse'),
        },
        '400': errorResponses['400'],
        '429': errorResponses['429'],
      },
    },
  },
  '/leads/register-checkpoint': {
    post: {
      summary: "Registers the device's checkpoint on an exhibitor's licence.",
      requestBody: { required: true, content: jsonContent('RegisterCheckpointRequest') },
      responses: {
        '200': { description: 'The checkpoint.', content: jsonContent('RegisterCheckpointResponse') },
        '400': errorResponses['400'],
      },
    },
  },
  '/leads/save-contacts': {
    post: {
      summary: "Saves the device's unsynchronised contacts (idempotent merge; up to 5,000 a call).",
      requestBody: { required: true, content: jsonContent('SaveContactsRequest') },
      responses: {
        '200': { description: 'One result per contact.', content: jsonContent('SaveContactsResponse') },
        '400': errorResponses['400'],
        '403': {
          description: 'A device or checkpoint not registered for this exhibitor: nothing is saved.',
          content: jsonContent('SaveContactsResponse'),
        },
        '413': errorResponses['413'],
        '429': {
          description: 'The back office is busy: nothing is saved; send again after `Retry-After` seconds.',
          content: jsonContent('SaveContactsResponse'),
        },
      },
    },
  },
  '/leads/export.csv': leadExport('text/csv', 'CSV file'),
  '/leads/export.xlsx': leadExport(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'spreadsheet (xlsx)',
  ),
  '/leads/demo-badges.html': {
    get: {
      summary: 'A printable sheet of the demo badges (QR codes) to scan.',
      responses: { '200': { description: 'The page.', content: html } },
    },
  },
  '/leads/demo-licences.html': {
    get: {
      summary: 'A printable sheet of the demo licences.',
      responses: { '200': { description: 'The page.', content: html } },
    },
  },
};

export const leadsSchemas = {
  CheckLicenceRequest: schemaOf(checkLicenceRequestSchema, 'input'),
  CheckLicenceResponse: schemaOf(checkLicenceResponseSchema),
  RegisterCheckpointRequest: schemaOf(registerCheckpointRequestSchema, 'input'),
  RegisterCheckpointResponse: schemaOf(registerCheckpointResponseSchema),
  SaveContactsRequest: schemaOf(saveContactsRequestSchema, 'input'),
  SaveContactsResponse: schemaOf(saveContactsResponseSchema),
};
