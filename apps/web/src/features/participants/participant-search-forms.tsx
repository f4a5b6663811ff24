import type { AdvancedSearch, Language, SimpleSearch } from '@showfloor/core';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodificationLists, choiceLabel } from './use-codifications.js';
import './participants.css';

/** Simple mode: a keyword and the company / last name toggle (spec core §2 "Search"). */
export function SimpleSearchForm({
  search,
  onChange,
}: {
  search: SimpleSearch;
  onChange: (search: SimpleSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form className="account-form" onSubmit={(event) => event.preventDefault()}>
      <div className="account-field">
        <label htmlFor={`${id}-keyword`}>{t('participants.keyword')}</label>
        <input
          id={`${id}-keyword`}
          type="search"
          value={search.keyword}
          onChange={(event) => onChange({ ...search, keyword: event.target.value })}
        />
      </div>
      <fieldset className="search-toggle">
        <legend className="visually-hidden">{t('participants.searchBy')}</legend>
        {(['organizationName', 'lastName'] as const).map((searchBy) => (
          <label key={searchBy}>
            <input
              type="radio"
              name={`${id}-by`}
              checked={search.searchBy === searchBy}
              onChange={() => onChange({ ...search, searchBy })}
            />{' '}
            {t(`participants.by.${searchBy}`)}
          </label>
        ))}
      </fieldset>
    </form>
  );
}

const TEXT_FIELDS = ['lastName', 'organizationName', 'role'] as const;

/**
 * Advanced mode: last name, organisation, role, profile (single choice), service (single choice) and
 * centres of interest (several), choices from the codification lists.
 */
export function AdvancedSearchForm({
  search,
  lists,
  language,
  onChange,
  onSubmit,
}: {
  search: AdvancedSearch;
  lists: CodificationLists;
  language: Language;
  onChange: (search: AdvancedSearch) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const interests = lists.centerinterest ?? [];
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {TEXT_FIELDS.map((name) => (
        <div className="account-field" key={name}>
          <label htmlFor={`${id}-${name}`}>{t(`participants.fields.${name}`)}</label>
          <input
            id={`${id}-${name}`}
            type="text"
            value={search[name]}
            onChange={(event) => onChange({ ...search, [name]: event.target.value })}
          />
        </div>
      ))}
      {(['profil', 'service'] as const).map((name) => (
        <div className="account-field" key={name}>
          <label htmlFor={`${id}-${name}`}>{t(`participants.fields.${name}`)}</label>
          <select
            id={`${id}-${name}`}
            value={search[name]}
            onChange={(event) => onChange({ ...search, [name]: event.target.value })}
          >
            <option value="">{t('participants.any')}</option>
            {(lists[name] ?? []).map((choice) => (
              <option key={choice.code} value={choice.code}>
                {choiceLabel(choice, language)}
              </option>
            ))}
          </select>
        </div>
      ))}
      {interests.length > 0 ? (
        <fieldset className="search-toggle">
          <legend>{t('participants.fields.centerinterest')}</legend>
          {interests.map((choice) => (
            <label key={choice.code}>
              <input
                type="checkbox"
                checked={search.centerinterest.includes(choice.code)}
                onChange={(event) =>
                  onChange({
                    ...search,
                    centerinterest: event.target.checked
                      ? [...search.centerinterest, choice.code]
                      : search.centerinterest.filter((code) => code !== choice.code),
                  })
                }
              />{' '}
              {choiceLabel(choice, language)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="account-actions">
        <button type="submit" className="primary">
          {t('participants.search')}
        </button>
        <button
          type="button"
          onClick={() =>
            onChange({
              lastName: '',
              organizationName: '',
              role: '',
              profil: '',
              service: '',
              centerinterest: [],
            })
          }
        >
          {t('participants.clear')}
        </button>
      </div>
    </form>
  );
}
