import { FolderOpen, FolderPlus, ImagePlus } from 'lucide-react';
import { type DragEvent, type RefObject, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import { ACCEPT_ATTRIBUTE } from '#platform/photo-library/upload';
import { Button } from '#ui/Button';
import { type ChosenFiles, takeDrop, takeInput } from './folder-files';
import type { ChosenHow } from './use-folder-album';
import './upload-folders.scss';

const messages = defineMessages({
  choose: { id: 'upload.device.choose', defaultMessage: 'Choose photos' },
  chooseFolder: { id: 'upload.device.chooseFolder', defaultMessage: 'Choose a folder' },
  folderAsAlbum: { id: 'upload.device.folderAsAlbum', defaultMessage: 'Upload a folder as an album' },
  dragDrop: { id: 'upload.device.dragDrop', defaultMessage: 'Or drag and drop your photos here.' },
  accepted: { id: 'upload.device.accepted', defaultMessage: 'HEIC, JPEG and PNG photos' },
});

export interface UploadDropAreaProps {
  /** Drag and drop and the folder picker (not on phones). */
  dropZone: boolean;
  /** Offers 'Upload a folder as an album' (not when the photos already go into an album). */
  folderAlbum: boolean;
  /** Files chosen or dropped, and how. */
  onChosen(chosen: ChosenFiles, how: ChosenHow): void;
}

/** A hidden file input reached through its button; named for assistive technology all the same. */
function HiddenInput({
  inputRef,
  label,
  folder,
  onChosen,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  folder: boolean;
  onChosen(chosen: ChosenFiles): void;
}) {
  const id = useId();
  return (
    <input
      ref={(input) => {
        inputRef.current = input;
        // a folder picker: the attribute React does not know (every current browser supports it)
        if (input && folder) input.setAttribute('webkitdirectory', '');
      }}
      id={id}
      className="upload-drop__input"
      aria-label={label}
      tabIndex={-1}
      type="file"
      multiple
      accept={folder ? undefined : ACCEPT_ATTRIBUTE}
      onChange={(event) => {
        onChosen(takeInput(event.target.files));
        event.target.value = '';
      }}
    />
  );
}

/**
 * Where files come from before an upload starts: 'Choose photos', 'Choose a folder' (its photos, sub-folders
 * included), 'Upload a folder as an album', and a zone to drop photos or folders on.
 */
export function UploadDropArea({ dropZone, folderAlbum, onChosen }: UploadDropAreaProps) {
  const intl = useIntl();
  const photosRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const albumRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void takeDrop(event.dataTransfer).then((chosen) => onChosen(chosen, 'dropped'));
  };
  const choose = intl.formatMessage(messages.choose);
  const chooseFolder = intl.formatMessage(messages.chooseFolder);
  const folderAsAlbum = intl.formatMessage(messages.folderAsAlbum);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the buttons choose files
    <div
      className={['upload-drop', dragging ? 'upload-drop--active' : ''].filter(Boolean).join(' ')}
      onDragOver={
        dropZone
          ? (event) => {
              event.preventDefault();
              setDragging(true);
            }
          : undefined
      }
      onDragLeave={dropZone ? () => setDragging(false) : undefined}
      onDrop={dropZone ? onDrop : undefined}
    >
      <ImagePlus size={36} aria-hidden="true" className="upload-drop__icon" />
      <HiddenInput
        inputRef={photosRef}
        label={choose}
        folder={false}
        onChosen={(c) => onChosen(c, 'chosen')}
      />
      {dropZone &&
        // the folder pickers sit outside the dialog: its one file input stays the photos' (decision 401)
        createPortal(
          <>
            <HiddenInput
              inputRef={folderRef}
              label={chooseFolder}
              folder
              onChosen={(c) => onChosen(c, 'chosen')}
            />
            {folderAlbum && (
              <HiddenInput
                inputRef={albumRef}
                label={folderAsAlbum}
                folder
                onChosen={(c) => onChosen(c, 'album')}
              />
            )}
          </>,
          document.body,
        )}
      <div className="upload-drop__buttons">
        <Button variant="secondary" onClick={() => photosRef.current?.click()}>
          {choose}
        </Button>
        {dropZone && (
          <Button variant="secondary" onClick={() => folderRef.current?.click()}>
            <FolderOpen size={16} aria-hidden="true" /> {chooseFolder}
          </Button>
        )}
        {dropZone && folderAlbum && (
          <Button variant="secondary" onClick={() => albumRef.current?.click()}>
            <FolderPlus size={16} aria-hidden="true" /> {folderAsAlbum}
          </Button>
        )}
      </div>
      {dropZone && <p className="upload-drop__hint">{intl.formatMessage(messages.dragDrop)}</p>}
      <p className="upload-drop__types">{intl.formatMessage(messages.accepted)}</p>
    </div>
  );
}
