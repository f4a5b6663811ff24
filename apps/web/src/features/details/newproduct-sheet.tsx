import { formatShowDay } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { CategoryChips } from './category-chips.js';
import { ContactLinks } from './contact-links.js';
import { DetailDescription } from './detail-description.js';
import { DetailFields } from './detail-fields.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { fieldText, lumpText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { ShareButton } from './share-button.js';
import { useDetailRecord, useRelatedRecords } from './use-detail-record.js';

function NewProductBody({ product }: { product: StoredRecord }) {
  const { t } = useTranslation();
  const { language } = useApp();
  const exhibitors = useRelatedRecords('exhibitors', referenceIds(product, 'exhibitor'));
  const title = fieldText(product, 'title');
  const launch = lumpText(product, 'date_market');
  return (
    <>
      <DetailHeader
        type="newproducts"
        id={product.id}
        title={title}
        imagePath={fieldText(product, 'photo_file_name')}
      >
        <ShareButton pageKey="newproduct" id={product.id} originalId={product.original_id} title={title} />
      </DetailHeader>
      <DetailFields
        fields={[
          {
            label: t('details.launchDate'),
            value: /^\d{4}-\d{2}-\d{2}$/.test(launch) ? formatShowDay(launch, language) : launch,
          },
        ]}
      />
      <DetailDescription html={fieldText(product, 'description')} heading={t('details.description')} />
      <RelatedSection heading={t('details.exhibitor')} records={exhibitors} pageKey="exhibitor" />
      <ContactLinks contact={{ website: fieldText(product, 'website') }} heading={t('details.links')} />
      <CategoryChips
        categoryType="newproduct_categories"
        ids={referenceIds(product, 'cats')}
        heading={t('details.categories')}
      />
    </>
  );
}

/** The new product page (spec core §2, modules §2 "Other detail sheets"). */
export function NewProductPage({ props }: { props: PageProps }) {
  const state = useDetailRecord(['newproducts'], props);
  return (
    <DetailFrame state={state} titleOf={(record) => fieldText(record, 'title')}>
      {(record) => <NewProductBody key={record.id} product={record} />}
    </DetailFrame>
  );
}
