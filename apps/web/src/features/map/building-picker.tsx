import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shell/index.js';
import { BUILDING_SEARCH_ABOVE, type BuildingChoice, filterBuildingChoices } from './building-choices.js';

/**
 * One button naming the shown building, which opens the list of buildings: whole names, one per
 * line, searchable when there are many. A row of buttons per building did not fit a phone past two
 * or three, and cut long names mid-word.
 */
export function BuildingPicker({
  choices,
  buildingId,
  onPick,
}: {
  choices: readonly BuildingChoice[];
  buildingId: string | undefined;
  onPick: (buildingId: string) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const shown = choices.find((choice) => choice.id === buildingId);
  const listed = filterBuildingChoices(choices, typed);
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  return (
    <>
      <button
        type="button"
        className="building-picker-open"
        aria-haspopup="dialog"
        aria-label={t('map.chooseBuilding', { name: shown?.name ?? '' })}
        onClick={() => setOpen(true)}
      >
        {shown?.name ?? t('map.buildings')}
      </button>
      {isOpen ? (
        <ModalDialog
          title={t('map.buildings')}
          onClose={close}
          className="building-picker"
          testId="building-picker"
        >
          {choices.length > BUILDING_SEARCH_ABOVE ? (
            <label className="building-picker-search">
              {t('map.findBuilding')}
              <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
            </label>
          ) : null}
          {listed.length === 0 ? (
            <p role="status">{t('map.noBuildingFound')}</p>
          ) : (
            <ul className="building-picker-list">
              {listed.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    aria-current={choice.id === buildingId ? 'true' : undefined}
                    onClick={() => {
                      close();
                      onPick(choice.id);
                    }}
                  >
                    {choice.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="dialog-actions">
            <button type="button" onClick={close}>
              {t('map.closeBuildings')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
