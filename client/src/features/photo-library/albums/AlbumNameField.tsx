import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type AlbumNameProblem, albumNameProblem } from '#contracts/albums';

export const albumNameMessages = defineMessages({
  label: { id: 'albums.name.label', defaultMessage: 'Album name' },
  placeholder: { id: 'albums.name.placeholder', defaultMessage: 'Untitled album' },
  required: { id: 'albums.name.required', defaultMessage: 'Please give your album a name' },
  invalid: { id: 'albums.name.invalid', defaultMessage: 'Name not valid' },
});

/** The name rule of the spec (validated on submit only): the problem to show, or null. */
export function checkAlbumName(name: string): AlbumNameProblem | null {
  return albumNameProblem(name);
}

interface AlbumNameFieldProps {
  value: string;
  onChange(value: string): void;
  /** The problem found on the last submit (shown on the field), or null. */
  problem: AlbumNameProblem | null;
  autoFocus?: boolean;
}

/** The album-name input of the create, rename and copy-to-album forms, with its error under it. */
export function AlbumNameField({ value, onChange, problem, autoFocus }: AlbumNameFieldProps) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId} className="field__label">
        {intl.formatMessage(albumNameMessages.label)}
      </label>
      <input
        id={inputId}
        className="field__input"
        value={value}
        placeholder={intl.formatMessage(albumNameMessages.placeholder)}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the field is the one thing a name modal is opened for.
        autoFocus={autoFocus}
        maxLength={100}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem !== null ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem !== null ? (
        <p id={errorId} className="field__error">
          {intl.formatMessage(albumNameMessages[problem])}
        </p>
      ) : null}
    </div>
  );
}
