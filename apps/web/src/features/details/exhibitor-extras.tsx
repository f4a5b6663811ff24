import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../platform/local-db/index.js';
import { ContactLinks } from './contact-links.js';
import { fieldText, lumpObjects, lumpTextList, textOf } from './record-fields.js';
import { useRelatedRecords } from './use-detail-record.js';

function TextListSection({
  heading,
  items,
  testId,
}: {
  heading: string;
  items: readonly string[];
  testId?: string;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="text-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Brand names: `brands` holds either texts or ids of `brands` records. */
function useBrandNames(record: StoredRecord): string[] {
  const value = record.brands;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = list.filter((entry): entry is number => typeof entry === 'number');
  const named = useRelatedRecords('brands', ids).map((brand) => fieldText(brand, 'title'));
  const texts = list.map((entry) => (typeof entry === 'string' ? entry.trim() : '')).filter(Boolean);
  return [...texts, ...named].filter(Boolean);
}

/**
 * The exhibitor's secondary blocks (spec modules §2, §3): contacts (lump.contacts, `n` is the name),
 * entities (lump.entities with their own address and links), agent countries and brands.
 */
export function ExhibitorExtras({ record }: { record: StoredRecord }) {
  const { t } = useTranslation();
  const contactsId = useId();
  const contacts = lumpObjects(record, 'contacts');
  const entities = lumpObjects(record, 'entities');
  const brands = useBrandNames(record);
  const contactName =
    [fieldText(record, 'civility'), fieldText(record, 'firstname'), fieldText(record, 'lastname')]
      .filter(Boolean)
      .join(' ') || fieldText(record, 'contact_name');
  const contactNames = [contactName, ...contacts.map((contact) => textOf(contact.n))].filter(Boolean);
  return (
    <>
      {contactNames.length > 0 ? (
        <section className="detail-section" aria-labelledby={contactsId}>
          <h2 id={contactsId}>{t('details.contacts')}</h2>
          <ul className="text-list">
            {contactNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {entities.map((entity) => (
        <ContactLinks
          key={[entity.title, entity.type, entity.address, entity.email].map(textOf).join('|')}
          heading={[t('details.entity'), textOf(entity.title), textOf(entity.type)]
            .filter(Boolean)
            .join(' — ')}
          contact={{
            address: textOf(entity.address),
            phone: textOf(entity.phone),
            email: textOf(entity.email),
            website: textOf(entity.website),
          }}
        />
      ))}
      <TextListSection
        heading={t('details.agentCountries')}
        items={lumpTextList(record, 'agent_countries')}
      />
      <TextListSection heading={t('details.brands')} items={brands} />
    </>
  );
}
