import { type FormEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { AlbumNameProblem } from '#contracts/albums';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';
import { AlbumNameField, checkAlbumName } from './AlbumNameField';

const messages = defineMessages({
  cancel: { id: 'albums.nameModal.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'albums.nameModal.saving', defaultMessage: 'Saving…' },
});

interface AlbumNameModalProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The name the field starts with (rename), '' for a new album. */
  initialName?: string;
  /** The message shown when onSubmit fails (e.g. 'Unable to save changes. Please try again'). */
  errorMessage: string;
  /** Saves the name; rejects on failure (the modal stays open with the typed name and the error). */
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}

/** 'Create new album' and 'Edit album name': the name checked on submit only, the first error on the field. */
export function AlbumNameModal(props: AlbumNameModalProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={props.title}>
      {props.open ? <AlbumNameForm {...props} /> : null}
    </Modal>
  );
}

function AlbumNameForm({
  submitLabel,
  initialName = '',
  errorMessage,
  onSubmit,
  onClose,
}: AlbumNameModalProps) {
  const intl = useIntl();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<AlbumNameProblem | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAlbumName(name);
    setProblem(found);
    if (found) return;
    setState('pending');
    try {
      await onSubmit(name);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <AlbumNameField value={name} onChange={setName} problem={problem} autoFocus />
      {state === 'failed' ? (
        <p className="modal__error" role="alert">
          {errorMessage}
        </p>
      ) : null}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose} disabled={state === 'pending'}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" disabled={state === 'pending'} aria-busy={state === 'pending' || undefined}>
          {state === 'pending' ? intl.formatMessage(messages.saving) : submitLabel}
        </Button>
      </div>
    </form>
  );
}
