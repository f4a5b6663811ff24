import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import type { PageProps } from '../../shell/page.js';
import { CategoryChips } from './category-chips.js';
import { ContactLinks } from './contact-links.js';
import { DetailDescription } from './detail-description.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { fieldText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { useDetailRecord, useRelatedRecords } from './use-detail-record.js';

function ServiceBody({ service }: { service: StoredRecord }) {
  const { t } = useTranslation();
  const places = useRelatedRecords('places', referenceIds(service, 'places'));
  return (
    <>
      <DetailHeader
        type="services"
        id={service.id}
        title={fieldText(service, 'title')}
        imagePath={fieldText(service, 'logo_file_name')}
      />
      <DetailDescription html={fieldText(service, 'description')} heading={t('details.description')} />
      <RelatedSection heading={t('details.places')} records={places} pageKey="gmapplaces" />
      <ContactLinks
        contact={{
          phone: fieldText(service, 'phone'),
          email: fieldText(service, 'email'),
          website: fieldText(service, 'website'),
        }}
      />
      <CategoryChips
        categoryType="service_categories"
        ids={referenceIds(service, 'cats')}
        heading={t('details.categories')}
      />
    </>
  );
}

/** The service page (spec core §2, modules §2): logo, description, places, phone, website, e-mail. */
export function ServicePage({ props }: { props: PageProps }) {
  const state = useDetailRecord(['services'], props);
  return (
    <DetailFrame state={state} titleOf={(record) => fieldText(record, 'title')}>
      {(record) => <ServiceBody key={record.id} service={record} />}
    </DetailFrame>
  );
}
