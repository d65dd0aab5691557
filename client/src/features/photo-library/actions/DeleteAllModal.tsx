import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { libraryCountsKey } from '#platform/photo-library/counts';
import { deleteWholeLibrary } from '#platform/photo-library/library';
import { useRequest } from '#platform/request-state/use-request';
import { ConfirmModal } from '#ui/modal/ConfirmModal';

const messages = {
  ...defineMessages({
    title: { id: 'photos.deleteAll.title', defaultMessage: 'Delete all photos?' },
    text: {
      id: 'photos.deleteAll.text',
      defaultMessage:
        'Every photo in your library will be deleted, also from your albums. Photos used in products you ordered are not affected. This cannot be undone.',
    },
    word: { id: 'photos.deleteAll.word', defaultMessage: 'DELETE' },
    mismatch: {
      id: 'photos.deleteAll.mismatch',
      defaultMessage: 'The text does not match. Please try again.',
    },
    error: { id: 'photos.deleteAll.error', defaultMessage: 'Error: Your photos could not be deleted' },
    cancel: { id: 'photos.deleteAll.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'photos.deleteAll.confirm', defaultMessage: 'Delete all photos' },
  }),
  label: defineMessage<{ word: string }>({
    id: 'photos.deleteAll.label',
    defaultMessage: 'Type {word} to confirm',
  }),
};

/** Delete-all: the user types the localized word 'DELETE' (checked on submit), then DELETE /photos/all. */
export function DeleteAllModal({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose(): void;
  onDeleted(): void;
}) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const word = intl.formatMessage(messages.word);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState(false);
  const { state, run, reset } = useRequest('DELETE_ALL_PHOTOS', async () => {
    try {
      await deleteWholeLibrary();
    } finally {
      void mutate(libraryCountsKey);
    }
  });
  const inputId = useId();
  const errorId = useId();

  const close = () => {
    setValue('');
    setFieldError(false);
    reset();
    onClose();
  };

  const confirm = async () => {
    if (value.trim() !== word) {
      setFieldError(true);
      return;
    }
    setFieldError(false);
    if (!(await run())) return;
    setValue('');
    reset();
    onDeleted();
  };

  return (
    <ConfirmModal
      open={open}
      title={intl.formatMessage(messages.title)}
      status={state.status}
      error={intl.formatMessage(messages.error)}
      confirmLabel={intl.formatMessage(messages.confirm)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      <p>{intl.formatMessage(messages.text)}</p>
      <label htmlFor={inputId} className="field__label">
        {intl.formatMessage(messages.label, { word })}
      </label>
      <input
        id={inputId}
        className="field__input"
        value={value}
        autoComplete="off"
        aria-invalid={fieldError || undefined}
        aria-describedby={fieldError ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {fieldError ? (
        <p id={errorId} className="field__error">
          {intl.formatMessage(messages.mismatch)}
        </p>
      ) : null}
    </ConfirmModal>
  );
}
