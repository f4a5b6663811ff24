import type { PersonRow } from '../participants/index.js';

interface ExportSources {
  row: PersonRow;
  requests: {
    sent: { firstName: string; lastName: string; organizationName: string; requestedAt: Date }[];
    received: { requesterLogin: string; requestedAt: Date }[];
  };
  leads: {
    exhibitor: string;
    code: string;
    visits: unknown;
    fields: unknown;
    createdAt: Date;
    updatedAt: Date;
  }[];
  badges: { code: string; payload: unknown; issuedAt: Date }[];
  now: Date;
}

/**
 * The GDPR export of one participant (docs/security.md, "GDPR"): everything the back office holds
 * on them, by where it is kept. Favorites, notes, push subscriptions and calendar feeds are kept per
 * device, never per person: the file says so rather than leave them out silently.
 */
export function peopleExport({ row, requests, leads, badges, now }: ExportSources) {
  const { participant } = row;
  return {
    exportedAt: now.toISOString(),
    account:
      row.login === null
        ? null
        : { login: row.login, createdAt: row.accountCreatedAt?.toISOString() ?? null },
    profile: {
      civility: participant.civility,
      firstName: participant.firstName,
      lastName: participant.lastName,
      email: participant.email,
      organizationName: participant.organizationName,
      organizationWebsite: participant.organizationWebsite,
      role: participant.role,
      type: participant.type,
      phone: participant.phone,
      mobilePhone: participant.mobilePhone,
      address: participant.address,
      departement: participant.departement,
      social: participant.social,
      events: participant.events,
      exhibitorId: participant.exhibitorId,
      profil: participant.profil,
      service: participant.service,
      centerinterest: participant.centerinterest,
      hasPhoto: participant.photoId !== null,
      visible: participant.visible,
      contactable: participant.contactable,
      updatedAt: participant.updatedAt.toISOString(),
    },
    contactRequestsSent: requests.sent.map((request) => ({
      name: `${request.firstName} ${request.lastName}`.trim(),
      organizationName: request.organizationName,
      requestedAt: request.requestedAt.toISOString(),
    })),
    contactRequestsReceived: requests.received.map((request) => ({
      from: request.requesterLogin,
      requestedAt: request.requestedAt.toISOString(),
    })),
    badges: badges.map((badge) => ({
      code: badge.code,
      payload: badge.payload,
      issuedAt: badge.issuedAt.toISOString(),
    })),
    leads: leads.map((lead) => ({
      exhibitor: lead.exhibitor,
      badgeCode: lead.code,
      visits: lead.visits,
      fields: lead.fields,
      createdAt: lead.createdAt.toISOString(),
      updatedAt: lead.updatedAt.toISOString(),
    })),
    keptOnDevicesOnly: {
      favorites: 'kept on the visitor’s device; not synchronised to the back office',
      notes: 'kept on the visitor’s device; not synchronised to the back office',
      pushSubscriptions: 'kept per browser, with no account attached',
      calendarFeeds: 'kept per device by a random key, with no account attached',
    },
  };
}
