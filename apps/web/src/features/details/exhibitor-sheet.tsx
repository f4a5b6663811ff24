import type { PageKey, PublishedDataType } from '@showfloor/core';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { useApp } from '../../shell/app-context.js';
import type { PageProps } from '../../shell/page.js';
import { ShowOnMapLink } from '../map/index.js';
import { AssetImage } from './asset-image.js';
import { CategoryChips } from './category-chips.js';
import { isPressProfile } from './chosen-profile.js';
import { ContactLinks } from './contact-links.js';
import { DetailDescription } from './detail-description.js';
import { DetailFrame } from './detail-frame.js';
import { DetailHeader } from './detail-header.js';
import { ExhibitorExtras } from './exhibitor-extras.js';
import { ListLinkSection } from './list-link-section.js';
import { fieldText, lumpObject, lumpText, objectText, referenceIds } from './record-fields.js';
import { RelatedSection } from './related-section.js';
import { ShareButton } from './share-button.js';
import { EXHIBITOR_TYPES, exhibitorRelated, STORE_TYPES } from './sheet-preparation.js';
import { SocialLinks } from './social-links.js';
import { useDetailRecord, useRelatedRecordSets } from './use-detail-record.js';

/** Focus images of a store (spec modules §3: lump.focus, focus2, focus3, asset paths). */
function focusImagePaths(record: StoredRecord): string[] {
  return ['focus', 'focus2', 'focus3'].map((field) => lumpText(record, field)).filter((path) => path !== '');
}

function ExhibitorBody({ record, pageKey }: { record: StoredRecord; pageKey: PageKey }) {
  const { t } = useTranslation();
  const { services } = useApp();
  const title = fieldText(record, 'title');
  const isStore = record.type === 'stores';
  const related = useRelatedRecordSets(exhibitorRelated(record));
  const [country] = related.countries;
  const { places, gmapPlaces, newProducts, events, aircrafts, docunits } = related;
  const booths = fieldText(record, 'exhibitor_place_text') || fieldText(record, 'event_place_text');
  const groupName = objectText(lumpObject(record, 'group'), 'name');
  const images = isStore ? focusImagePaths(record) : [];
  const cityLine = [fieldText(record, 'postal_code'), fieldText(record, 'city')].filter(Boolean).join(' ');
  const address = [fieldText(record, 'address'), cityLine, country ? fieldText(country, 'title') : '']
    .filter(Boolean)
    .join('\n');
  const categoryType: PublishedDataType = isStore ? 'store_categories' : 'exhibitor_categories';
  return (
    <>
      <DetailHeader
        type={record.type}
        id={record.id}
        title={title}
        imagePath={fieldText(record, 'logo_file_name')}
        subtitle={[booths ? t('details.booth', { booths }) : '', groupName].filter(Boolean).join(' · ')}
      >
        <ShareButton pageKey={pageKey} id={record.id} originalId={record.original_id} title={title} />
      </DetailHeader>
      {images.length > 0 ? (
        <div className="detail-images">
          {images.map((path) => (
            <AssetImage
              key={path}
              path={path}
              alt={t('details.imageOf', { title })}
              className="detail-image"
            />
          ))}
        </div>
      ) : null}
      <SocialLinks record={record} />
      <DetailDescription html={fieldText(record, 'description')} heading={t('details.description')} />
      <ContactLinks
        contact={{
          address,
          phone: fieldText(record, 'phone'),
          email: fieldText(record, 'email'),
          website: fieldText(record, 'website'),
        }}
      />
      {places.length > 0 ? <ShowOnMapLink type={record.type} id={record.id} /> : null}
      <RelatedSection
        heading={t('details.places')}
        records={places}
        pageKey="gmapplaces"
        testId="exhibitor-places"
      />
      <RelatedSection heading={t('details.mapPlaces')} records={gmapPlaces} pageKey="gmapplaces" />
      <RelatedSection heading={t('details.newProducts')} records={newProducts} pageKey="newproduct" />
      <ListLinkSection
        heading={t('details.events')}
        records={events}
        dataType="events"
        pageKey="event"
        testId="exhibitor-events"
      />
      <ListLinkSection
        heading={t('details.aircrafts')}
        records={aircrafts}
        dataType="aircrafts"
        pageKey="aircraft"
      />
      <ExhibitorExtras record={record} />
      <CategoryChips
        categoryType={categoryType}
        ids={referenceIds(record, 'cats')}
        heading={t('details.categories')}
      />
      {isPressProfile(services.storage) ? (
        <RelatedSection
          heading={t('details.pressKit')}
          records={docunits}
          pageKey="docunit"
          testId="press-kit"
        />
      ) : null}
    </>
  );
}

function ExhibitorDetail({
  props,
  pageKey,
  types,
}: {
  props: PageProps;
  pageKey: PageKey;
  types: readonly PublishedDataType[];
}) {
  const state = useDetailRecord(types, props);
  return (
    <DetailFrame state={state} titleOf={(record) => fieldText(record, 'title')}>
      {(record) => <ExhibitorBody key={record.id} record={record} pageKey={pageKey} />}
    </DetailFrame>
  );
}

/** The exhibitor page (spec modules §2 "Exhibitor page"). */
export function ExhibitorPage({ props }: { props: PageProps }) {
  return <ExhibitorDetail props={props} pageKey="exhibitor" types={EXHIBITOR_TYPES} />;
}

/** The store variant: the same sheet, plus focus images. */
export function StorePage({ props }: { props: PageProps }) {
  return <ExhibitorDetail props={props} pageKey="stores" types={STORE_TYPES} />;
}
