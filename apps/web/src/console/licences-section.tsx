import { type ConsoleLicence, type ConsoleSession, roleAllows } from '@showfloor/core';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ConsoleApiError, consoleApi } from './console-api.js';
import { errorText } from './console-errors.js';
import { ConsoleTable, type Outcome, OutcomeLine } from './console-parts.js';
import type { ConsoleStrings } from './console-strings.js';

/** Lead capture: licences sold to exhibitors, their users and devices (docs/console.md). */
export function LicencesSection({
  session,
  strings,
  onSessionEnded,
}: {
  session: ConsoleSession;
  strings: ConsoleStrings;
  onSessionEnded: () => void;
}) {
  const mayEdit = roleAllows(session.role, 'edit');
  const [licences, setLicences] = useState<ConsoleLicence[] | undefined>(undefined);
  const [exhibitor, setExhibitor] = useState('');
  const [count, setCount] = useState('1');
  const [quota, setQuota] = useState('2');
  const [outcome, setOutcome] = useState<Outcome>(undefined);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ConsoleApiError && failure.status === 401) onSessionEnded();
      else setOutcome({ kind: 'error', text: errorText(failure, strings) });
    },
    [onSessionEnded, strings],
  );
  const reload = useCallback(async () => setLicences(await consoleApi.licences()), []);
  useEffect(() => {
    reload().catch(failed);
  }, [reload, failed]);

  const done = async (text: string) => {
    setOutcome({ kind: 'done', text });
    await reload();
  };

  const sell = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    try {
      const sold = await consoleApi.sellLicences(session, {
        exhibitorOriginalId: exhibitor,
        count: Number(count),
        userQuota: Number(quota),
      });
      setExhibitor('');
      await done(strings.sold(sold.codes));
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <>
      <h1>{strings.leads}</h1>
      {mayEdit ? (
        <form className="console-form" onSubmit={sell} aria-labelledby="sell-title">
          <h2 id="sell-title">{strings.sellTitle}</h2>
          <label>
            {strings.exhibitorId}
            <input required value={exhibitor} onChange={(event) => setExhibitor(event.target.value)} />
          </label>
          <label>
            {strings.licenceCount}
            <input
              type="number"
              min={1}
              max={50}
              required
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </label>
          <label>
            {strings.userQuota}
            <input
              type="number"
              min={1}
              max={100}
              required
              value={quota}
              onChange={(event) => setQuota(event.target.value)}
            />
          </label>
          <button type="submit" className="console-primary">
            {strings.sell}
          </button>
        </form>
      ) : null}
      <OutcomeLine outcome={outcome} />
      <section aria-labelledby="licences-title">
        <h2 id="licences-title">{strings.licences}</h2>
        {licences === undefined ? null : licences.length === 0 ? (
          <p>{strings.noLicences}</p>
        ) : (
          <ConsoleTable
            headings={[
              strings.exhibitor,
              strings.licence,
              strings.users,
              strings.devices,
              strings.exhibitorLeads,
              ...(mayEdit ? [strings.actions] : []),
            ]}
          >
            {licences.map((licence) => (
              <tr key={licence.code}>
                <td>{licence.exhibitorName}</td>
                <td>
                  <code>{licence.code}</code>
                </td>
                <td>
                  {licence.users.length} / {licence.userQuota}
                  {licence.users.length > 0 ? ` (${licence.users.join(', ')})` : ''}
                </td>
                <td>
                  <ul className="console-devices">
                    {licence.devices.map((device) => (
                      <li key={device.mobileId}>
                        {device.mobileId}
                        {mayEdit ? (
                          <button
                            type="button"
                            aria-label={strings.revoke(device.mobileId, licence.code)}
                            onClick={() =>
                              consoleApi
                                .revokeDevice(session, licence.code, device.mobileId)
                                .then(() => done(strings.revoked(device.mobileId)), failed)
                            }
                          >
                            {strings.revokeLabel}
                          </button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{licence.exhibitorLeads}</td>
                {mayEdit ? (
                  <td className="console-row-actions">
                    <button
                      type="button"
                      aria-label={strings.reset(licence.code)}
                      onClick={() =>
                        consoleApi
                          .resetLicence(session, licence.code)
                          .then(() => done(strings.resetDone(licence.code)), failed)
                      }
                    >
                      {strings.resetLabel}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
    </>
  );
}
