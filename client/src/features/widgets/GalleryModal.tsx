import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { GalleryEntry, GalleryEntryInput, Widget } from '#contracts/widgets';
import { Button } from '#ui/Button';
import { Modal } from '#ui/modal/Modal';
import { TextField } from '#ui/TextField';
import { useCategories } from './api/get-widgets';
import { widgetMessages as messages } from './messages';

type Errors = Partial<Record<'title' | 'description' | 'categories', string>>;

const NO_MARKUP = /^[^<>]*$/;

/** The form's rules (those of the gallery service): checked on submit, the first error on its field. */
export function validateGalleryForm(form: {
  title: string;
  description: string;
  categories: readonly string[];
}): { title?: 'required' | 'invalid'; description?: 'invalid'; categories?: 'required' } {
  const title = form.title.trim();
  return {
    ...(title === ''
      ? { title: 'required' }
      : !NO_MARKUP.test(title) || title.length > 80
        ? { title: 'invalid' }
        : {}),
    ...(!NO_MARKUP.test(form.description) || form.description.trim().length > 500
      ? { description: 'invalid' }
      : {}),
    ...(form.categories.length === 0 ? { categories: 'required' } : {}),
  };
}

type Problems = ReturnType<typeof validateGalleryForm>;

/** The form's problems in the user's words, each for its field. */
function errorTexts(problems: Problems, intl: IntlShape): Errors {
  const next: Errors = {};
  if (problems.title) {
    next.title = intl.formatMessage(
      problems.title === 'required' ? messages.galleryNameRequired : messages.galleryNameInvalid,
    );
  }
  if (problems.description) next.description = intl.formatMessage(messages.galleryDescriptionInvalid);
  if (problems.categories) next.categories = intl.formatMessage(messages.galleryCategoryRequired);
  return next;
}

/** The entry's description: a labelled text area with its error (at most 500 characters). */
function DescriptionField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage {...messages.galleryDescription} />
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={3}
        value={value}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The gallery's categories as chips to tick (at least one), or why they could not be loaded. */
function CategoryField({
  id,
  chosen,
  error,
  onChange,
}: {
  id: string;
  chosen: readonly string[];
  error: string | undefined;
  onChange(chosen: string[]): void;
}) {
  const categories = useCategories();
  const toggle = (name: string) =>
    onChange(chosen.includes(name) ? chosen.filter((c) => c !== name) : [...chosen, name]);
  return (
    <fieldset
      className="gallery-form__categories"
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        <FormattedMessage {...messages.galleryCategories} />
      </legend>
      {categories.error && !categories.data ? (
        <p className="field__error" role="alert">
          <FormattedMessage {...messages.galleryCategoriesError} />
        </p>
      ) : null}
      <div className="gallery-form__chips">
        {(categories.data ?? []).map((category) => (
          <label key={category.id} className="gallery-chip">
            <input
              type="checkbox"
              checked={chosen.includes(category.name)}
              onChange={() => toggle(category.name)}
            />
            <span>{category.name}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface GalleryModalProps {
  target: { widget: Widget; entry: GalleryEntry | null } | null;
  channel: string;
  onClose(): void;
  /** Resolves false when the save failed. */
  onSave(widget: Widget, existing: GalleryEntry | null, wanted: GalleryEntryInput | null): Promise<boolean>;
}

/**
 * A widget's entry in the brand's public gallery: shown or not, its title, description and categories. Saving
 * creates, updates or deletes the entry; a failure keeps the modal open with what was typed.
 */
export function GalleryModal({ target, channel, onClose, onSave }: GalleryModalProps) {
  const intl = useIntl();
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(true);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  useEffect(() => {
    if (!target) return;
    setShown(true);
    setTitle(target.entry?.title ?? target.widget.title);
    setDescription(target.entry?.description ?? '');
    setChosen(target.entry?.categories ?? []);
    setErrors({});
    setState('idle');
  }, [target]);

  const close = () => {
    if (state !== 'pending') onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    let wanted: GalleryEntryInput | null = null;
    if (shown) {
      const problems = validateGalleryForm({ title, description, categories: chosen });
      const next = errorTexts(problems, intl);
      setErrors(next);
      if (Object.keys(next).length > 0) {
        const first = next.title ? 'title' : next.description ? 'description' : 'categories';
        if (first === 'title') titleRef.current?.focus();
        else document.getElementById(`${id}-${first}`)?.focus();
        return;
      }
      wanted = {
        widgetId: target.widget.widgetId,
        channel,
        title: title.trim(),
        description: description.trim(),
        categories: chosen,
      };
    }
    setState('pending');
    const ok = await onSave(target.widget, target.entry, wanted);
    setState(ok ? 'idle' : 'failed');
  };

  return (
    <Modal
      open={target !== null}
      onClose={close}
      title={intl.formatMessage(messages.galleryTitle)}
      className="gallery-modal"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="gallery-form">
        <label className="gallery-form__switch">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          <span>
            <FormattedMessage {...messages.galleryShow} />
          </span>
        </label>
        {shown ? (
          <>
            <TextField
              label={<FormattedMessage {...messages.galleryName} />}
              ref={titleRef}
              type="text"
              value={title}
              maxLength={80}
              onChange={setTitle}
              error={errors.title}
            />
            <DescriptionField
              id={`${id}-description`}
              value={description}
              error={errors.description}
              onChange={setDescription}
            />
            <CategoryField
              id={`${id}-categories`}
              chosen={chosen}
              error={errors.categories}
              onChange={setChosen}
            />
          </>
        ) : null}
        {state === 'failed' ? (
          <p className="modal__error" role="alert">
            <FormattedMessage {...messages.saveError} />
          </p>
        ) : null}
        <div className="modal__actions">
          <Button variant="secondary" onClick={close} disabled={state === 'pending'}>
            <FormattedMessage {...messages.cancel} />
          </Button>
          <Button type="submit" disabled={state === 'pending'} aria-busy={state === 'pending' || undefined}>
            <FormattedMessage {...(state === 'pending' ? messages.saving : messages.save)} />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
