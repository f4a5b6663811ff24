import { FieldProblem, type ItemEditProblems, problemAttributes } from './item-edit-problems.js';
import type { ItemsStrings } from './items-strings.js';

/** A session's start and end as typed: `2026-11-21T09:30` on the show's clock, '' when not given. */
export interface TypedSessionTimes {
  start: string;
  end: string;
}

interface SessionTimesFieldsProps {
  times: TypedSessionTimes;
  timeZone: string;
  words: ItemsStrings;
  problems: ItemEditProblems;
  onChange: (times: TypedSessionTimes) => void;
}

/** The start and end of a session, date and time each, on the show's clock. */
export function SessionTimesFields({ times, timeZone, words, problems, onChange }: SessionTimesFieldsProps) {
  const field = (name: keyof TypedSessionTimes, label: string) => {
    const id = `item-${name}`;
    return (
      <div className="console-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="datetime-local"
          value={times[name]}
          onChange={(event) => onChange({ ...times, [name]: event.target.value })}
          {...problemAttributes(problems, name, id)}
        />
        <FieldProblem problems={problems} path={name} id={id} words={words} />
      </div>
    );
  };
  return (
    <fieldset className="console-times" aria-describedby="item-times-hint">
      <legend>{words.when}</legend>
      <p id="item-times-hint" className="console-hint">
        {words.timesHint(timeZone)}
      </p>
      <div className="console-times-row">
        {field('start', words.start)}
        {field('end', words.end)}
      </div>
    </fieldset>
  );
}
