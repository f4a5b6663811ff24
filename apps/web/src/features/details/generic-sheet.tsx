import type { PublishedDataType } from '@showfloor/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import type { PageProps } from '../../shell/page.js';
import { CategoryChips } from './category-chips.js';
import { ContactLinks } from './contact-links.js';
import { DetailDescription } from './detail-description.js';
import { DetailFields } from './detail-fields.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { DocumentLink } from './document-link.js';
import { fieldText, lumpText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { useDetailRecord, useRelatedRecords } from './use-detail-record.js';

/** The sheet of a type that shows the common blocks plus a few fields of its own. */
export interface GenericSheetSpec {
  types: readonly PublishedDataType[];
  categoryType?: PublishedDataType;
  /** Label keys (under details.fields) of text fields, read at the top level then in lump. */
  fields?: readonly string[];
  /** Blocks of the type's own (related aircraft of a flight…), after the common ones. */
  extra?: (record: StoredRecord) => ReactNode;
}

const IMAGE_FIELDS = ['logo_file_name', 'photo_file_name', 'photo', 'logo', 'image', 'icon'] as const;

function imageOf(record: StoredRecord): string {
  for (const field of IMAGE_FIELDS) {
    const path = fieldText(record, field) || lumpText(record, field);
    if (path) return path;
  }
  return lumpText(record, 'banner');
}

function GenericBody({ record, spec }: { record: StoredRecord; spec: GenericSheetSpec }) {
  const { t } = useTranslation();
  const places = useRelatedRecords('places', referenceIds(record, 'places'));
  const exhibitors = useRelatedRecords('exhibitors', referenceIds(record, 'exhibitor'));
  return (
    <>
      <DetailHeader
        type={record.type}
        id={record.id}
        title={fieldText(record, 'title')}
        imagePath={imageOf(record)}
      />
      <DetailFields
        fields={(spec.fields ?? []).map((field) => ({
          label: t(`details.fields.${field}`),
          value: fieldText(record, field) || lumpText(record, field),
        }))}
      />
      <DetailDescription html={fieldText(record, 'description')} heading={t('details.description')} />
      <ContactLinks
        contact={{
          address: fieldText(record, 'address'),
          phone: fieldText(record, 'phone'),
          email: fieldText(record, 'email'),
          website: fieldText(record, 'website') || fieldText(record, 'url'),
        }}
      />
      <DocumentLink record={record} />
      <RelatedSection heading={t('details.places')} records={places} pageKey="gmapplaces" />
      <RelatedSection heading={t('details.exhibitor')} records={exhibitors} pageKey="exhibitor" />
      {spec.categoryType ? (
        <CategoryChips
          categoryType={spec.categoryType}
          ids={referenceIds(record, 'cats')}
          heading={t('details.categories')}
        />
      ) : null}
      {spec.extra?.(record)}
    </>
  );
}

/** A sheet over `spec`, with the pending, not-found and loaded states of every sheet. */
export function GenericDetail({ props, spec }: { props: PageProps; spec: GenericSheetSpec }) {
  const state = useDetailRecord(spec.types, props);
  return (
    <DetailFrame state={state} titleOf={(record) => fieldText(record, 'title')}>
      {(record) => <GenericBody key={record.id} record={record} spec={spec} />}
    </DetailFrame>
  );
}
